// Applies evaluateNavigation before every in-app navigation (links, navigate(), back and forward): closes open
// overlays first, then stays, redirects or lets the navigation through, with the guard's toast.
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useNavigate, type BlockerFunction, type Location } from 'react-router';
import { messages } from '@vitrina/shared/messages';
import type { MicrositeSettings } from '@vitrina/shared/microsites';
import { guideStore } from '@/lib/guide';
import { closeOpenOverlays } from '@/lib/overlays';
import { rememberRedirect } from '@/lib/redirect';
import { sessionStore } from '@/lib/session';
import { notifyWarning } from '@/lib/notify';
import { evaluateNavigation, type NavigationDecision } from '../navigation-guard';
import type { AccessMeta } from '../route-meta';

export type AccessResolver = (location: Pick<Location, 'pathname'>) => AccessMeta;

/**
 * The guard as a component of its own that draws nothing: the router's blocker sets its state as it mounts, and in
 * a leaf that re-renders only the leaf, not the shell and every page under it right after a hydration.
 */
export function NavigationGuard({
  accessFor,
  microsite,
}: {
  accessFor: AccessResolver;
  microsite: MicrositeSettings | null;
}): null {
  useNavigationGuard(accessFor, microsite);
  return null;
}

/** `microsite`: what the microsite offers, or null on the platform. */
function useNavigationGuard(accessFor: AccessResolver, microsite: MicrositeSettings | null): void {
  const navigate = useNavigate();
  const pending = useRef<NavigationDecision | null>(null);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) => {
      const samePage =
        currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search;
      if (samePage) return false;
      const session = sessionStore.get();
      const decision = evaluateNavigation(accessFor(nextLocation), {
        historyAction,
        closedOverlay: closeOpenOverlays(),
        guideShowing: guideStore.get().showing,
        session: session.status,
        permissions: session.user?.permissions ?? [],
        microsite,
      });
      // 'wait' goes through: the page's access check shows a loader until the session is known.
      if (decision.kind === 'allow' || decision.kind === 'wait') return false;
      // A guest refused a login-only page gets there after signing in.
      if (decision.kind === 'redirect' && decision.message === messages.guards.loginRequired) {
        rememberRedirect(nextLocation.pathname + nextLocation.search);
      }
      pending.current = decision;
      return true;
    },
    [accessFor, microsite],
  );

  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const decision = pending.current;
    pending.current = null;
    blocker.reset();
    if (!decision || decision.kind === 'allow' || decision.kind === 'wait') return;
    if (decision.message) notifyWarning(decision.message);
    if (decision.kind === 'redirect') navigate(decision.to);
  }, [blocker, navigate]);
}
