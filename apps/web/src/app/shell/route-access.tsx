// The guard's check of the page being shown: covers what no navigation announces (a direct visit or a reload
// of a guarded address, a session that ends or starts while a page is open).
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { messages } from '@vitrina/shared/messages';
import type { MicrositeSettings } from '@vitrina/shared/microsites';
import { PageLoader } from '@/components/page-loader';
import { notifyWarning } from '@/lib/notify';
import { rememberRedirect } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { evaluateNavigation } from '../navigation-guard';
import { accessOf } from '../route-meta';

type RouteAccessProps = { microsite: MicrositeSettings | null; children: ReactNode };

export function RouteAccess({ microsite, children }: RouteAccessProps) {
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const decision = evaluateNavigation(accessOf(matches.map((match) => match.handle)), {
    historyAction: 'REPLACE',
    closedOverlay: false,
    guideShowing: false,
    session: session.status,
    permissions: session.user?.permissions ?? [],
    microsite,
  });
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const message = decision.kind === 'redirect' ? decision.message : undefined;
  // One redirect per location, so a re-render (or React's development double effects) does not toast twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!redirectTo || handled.current === location.key) return;
    handled.current = location.key;
    if (message) notifyWarning(message);
    // A guest sent away from a login-only page gets there after signing in.
    if (message === messages.guards.loginRequired) rememberRedirect(location.pathname + location.search);
    navigate(redirectTo, { replace: true });
  }, [redirectTo, message, location.key, location.pathname, location.search, navigate]);

  if (decision.kind === 'allow') return children;
  if (decision.kind === 'wait') return <PageLoader />;
  return null;
}
