// The navigation guard (product.md, The shell) as one pure decision, so every branch is testable. The shell
// applies it before in-app navigations (closing overlays first) and to the page being shown, for direct loads
// and for changes of session.
import { messages } from '@vitrina/shared/messages';
import type { MicrositeSettings } from '@vitrina/shared/microsites';
import type { AccessMeta } from './route-meta';

const MICROSITE_HOME = '/microsite';
const HOME = '/';

export type NavigationState = {
  /** How the navigation happens: POP is the browser's back/forward. */
  historyAction: 'POP' | 'PUSH' | 'REPLACE';
  /** Whether the guard just closed an open modal, drawer or lightbox. */
  closedOverlay: boolean;
  guideShowing: boolean;
  session: 'loading' | 'guest' | 'authenticated';
  permissions: readonly string[];
  /** On a microsite, what it offers; null on the platform. */
  microsite: MicrositeSettings | null;
};

export type NavigationDecision =
  | { kind: 'allow' }
  /** Stay on the current page. */
  | { kind: 'cancel'; message?: string }
  | { kind: 'redirect'; to: string; message?: string }
  /** The session is still being checked; decide again when it is known. */
  | { kind: 'wait' };

export function evaluateNavigation(meta: AccessMeta, state: NavigationState): NavigationDecision {
  // Back on a phone closes what is open instead of leaving the page.
  if (state.closedOverlay && state.historyAction === 'POP') return { kind: 'cancel' };
  if (state.guideShowing) return { kind: 'cancel', message: messages.guards.guideOpen };
  if (state.microsite) {
    if (meta.micrositeForbidden) return { kind: 'redirect', to: MICROSITE_HOME };
    // A microsite without users has no user section: no account pages, no sign-in pages.
    if (meta.userSection && !state.microsite.users) return { kind: 'redirect', to: MICROSITE_HOME };
    // Nor groups without `groups`.
    if (meta.groupSection && !state.microsite.groups) return { kind: 'redirect', to: MICROSITE_HOME };
  }

  // A microsite's home is its own, so a refused page goes there in one step.
  const home = state.microsite ? MICROSITE_HOME : HOME;
  const needsUser = meta.auth === 'required' || Boolean(meta.permission);
  if (needsUser || meta.auth === 'guest') {
    if (state.session === 'loading') return { kind: 'wait' };
  }
  if (needsUser && state.session !== 'authenticated') {
    return { kind: 'redirect', to: home, message: messages.guards.loginRequired };
  }
  if (meta.auth === 'guest' && state.session === 'authenticated') {
    return { kind: 'redirect', to: home, message: messages.guards.guestOnly };
  }
  if (meta.permission && !state.permissions.includes(meta.permission)) {
    return { kind: 'redirect', to: home, message: messages.guards.forbidden };
  }
  return { kind: 'allow' };
}
