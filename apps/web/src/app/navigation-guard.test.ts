import { describe, expect, it } from 'vitest';
import { evaluateNavigation, type NavigationState } from './navigation-guard';

const guest: NavigationState = {
  historyAction: 'PUSH',
  closedOverlay: false,
  guideShowing: false,
  session: 'guest',
  permissions: [],
  microsite: null,
};
const microsite = { users: true, groups: false };
const user: NavigationState = { ...guest, session: 'authenticated', permissions: ['users'] };

describe('evaluateNavigation', () => {
  it('lets anyone open a public page', () => {
    expect(evaluateNavigation({}, guest)).toEqual({ kind: 'allow' });
    expect(evaluateNavigation({}, user)).toEqual({ kind: 'allow' });
  });

  it('cancels a back navigation that closed an overlay, without a message', () => {
    expect(evaluateNavigation({}, { ...guest, historyAction: 'POP', closedOverlay: true })).toEqual({ kind: 'cancel' });
  });

  it('goes on with a link navigation after closing an overlay', () => {
    expect(evaluateNavigation({}, { ...guest, closedOverlay: true })).toEqual({ kind: 'allow' });
  });

  it('goes on with a back navigation when nothing was open', () => {
    expect(evaluateNavigation({}, { ...guest, historyAction: 'POP' })).toEqual({ kind: 'allow' });
  });

  it('refuses to leave while the onboarding guide is showing', () => {
    expect(evaluateNavigation({}, { ...guest, guideShowing: true })).toEqual({
      kind: 'cancel',
      message: 'Debes cerrar la guía en pantalla.',
    });
    expect(evaluateNavigation({}, { ...user, historyAction: 'POP', guideShowing: true })).toMatchObject({
      kind: 'cancel',
    });
  });

  it('sends routes forbidden on a microsite to the microsite home', () => {
    expect(evaluateNavigation({ micrositeForbidden: true }, { ...guest, microsite })).toEqual({
      kind: 'redirect',
      to: '/microsite',
    });
    expect(evaluateNavigation({ micrositeForbidden: true }, guest)).toEqual({ kind: 'allow' });
  });

  it('sends the user section to the microsite home on a microsite whose setting users is off', () => {
    const withoutUsers = { ...microsite, users: false };
    const account = { auth: 'required' as const, userSection: true };
    const login = { userSection: true };
    for (const state of [guest, user]) {
      expect(evaluateNavigation(account, { ...state, microsite: withoutUsers })).toEqual({
        kind: 'redirect',
        to: '/microsite',
      });
      expect(evaluateNavigation(login, { ...state, microsite: withoutUsers })).toEqual({
        kind: 'redirect',
        to: '/microsite',
      });
    }
    // Before the session is even known: the section is closed to everyone.
    expect(evaluateNavigation(account, { ...guest, session: 'loading', microsite: withoutUsers })).toMatchObject({
      kind: 'redirect',
      to: '/microsite',
    });
    // Pages outside the section stay open.
    expect(evaluateNavigation({}, { ...guest, microsite: withoutUsers })).toEqual({ kind: 'allow' });
    expect(evaluateNavigation({ auth: 'required' }, { ...user, microsite: withoutUsers })).toEqual({ kind: 'allow' });
  });

  it('sends the groups to the microsite home on a microsite whose setting groups is off, and opens them otherwise', () => {
    const groups = { auth: 'required' as const, groupSection: true };
    expect(evaluateNavigation(groups, { ...user, microsite: { ...microsite, groups: false } })).toEqual({
      kind: 'redirect',
      to: '/microsite',
    });
    expect(evaluateNavigation(groups, { ...user, microsite: { ...microsite, groups: true } })).toEqual({
      kind: 'allow',
    });
    expect(evaluateNavigation(groups, user)).toEqual({ kind: 'allow' });
  });

  it('opens the user section on a microsite with users, and on the platform, by the usual rules', () => {
    const account = { auth: 'required' as const, userSection: true };
    expect(evaluateNavigation(account, { ...user, microsite })).toEqual({ kind: 'allow' });
    // A guest refused on a microsite goes to its home in one step.
    expect(evaluateNavigation(account, { ...guest, microsite })).toEqual({
      kind: 'redirect',
      to: '/microsite',
      message: 'Necesitas estar logueado.',
    });
    expect(evaluateNavigation({ userSection: true }, guest)).toEqual({ kind: 'allow' });
    expect(evaluateNavigation(account, user)).toEqual({ kind: 'allow' });
  });

  it('sends a guest away from a login-required route with its message', () => {
    expect(evaluateNavigation({ auth: 'required' }, guest)).toEqual({
      kind: 'redirect',
      to: '/',
      message: 'Necesitas estar logueado.',
    });
    expect(evaluateNavigation({ auth: 'required' }, user)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from a guest-only route with its message', () => {
    expect(evaluateNavigation({ auth: 'guest' }, user)).toEqual({
      kind: 'redirect',
      to: '/',
      message: 'No te encuentras logueado.',
    });
    expect(evaluateNavigation({ auth: 'guest' }, guest)).toEqual({ kind: 'allow' });
  });

  it('waits while the session is being checked on routes that depend on it', () => {
    const loading = { ...guest, session: 'loading' as const };
    expect(evaluateNavigation({ auth: 'required' }, loading)).toEqual({ kind: 'wait' });
    expect(evaluateNavigation({ auth: 'guest' }, loading)).toEqual({ kind: 'wait' });
    expect(evaluateNavigation({ permission: 'users' }, loading)).toEqual({ kind: 'wait' });
    expect(evaluateNavigation({}, loading)).toEqual({ kind: 'allow' });
  });

  it('requires login before checking a permission', () => {
    expect(evaluateNavigation({ permission: 'groups' }, guest)).toEqual({
      kind: 'redirect',
      to: '/',
      message: 'Necesitas estar logueado.',
    });
  });

  it('refuses a route whose permission the user lacks', () => {
    expect(evaluateNavigation({ auth: 'required', permission: 'groups' }, user)).toEqual({
      kind: 'redirect',
      to: '/',
      message: 'No tienes los permisos suficientes.',
    });
    expect(evaluateNavigation({ auth: 'required', permission: 'users' }, user)).toEqual({ kind: 'allow' });
  });

  it('checks the guide before access rules, so nothing moves while it shows', () => {
    expect(evaluateNavigation({ auth: 'required' }, { ...guest, guideShowing: true })).toMatchObject({
      kind: 'cancel',
      message: 'Debes cerrar la guía en pantalla.',
    });
  });
});
