import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { testUser } from '@/test/users';
import { onOpenIdentify, requireIdentity, type IdentifyOptions } from './identify-events';
import { sessionStore } from './session';

const opened: IdentifyOptions[] = [];
const stop = onOpenIdentify((options) => opened.push(options));
afterAll(stop);
afterEach(() => {
  opened.length = 0;
});

describe('requireIdentity', () => {
  it('asks a guest to identify, with the subtitle of the action', () => {
    expect(requireIdentity({ subtitle: 'Para utilizar las búsquedas' })).toBe(false);
    expect(opened).toEqual([{ subtitle: 'Para utilizar las búsquedas', rules: ['logged'] }]);
  });

  it('asks a signed-in user with an unverified email to verify it when the rules want it', () => {
    sessionStore.set({ status: 'authenticated', user: testUser({ email_verified: false }), searches: [] });
    expect(requireIdentity({ rules: ['logged'] })).toBe(true);
    expect(requireIdentity({ rules: ['logged', 'email_verified'], subtitle: 'Para responder las invitaciones' })).toBe(
      false,
    );
    expect(opened).toEqual([
      { step: 'verify', rules: ['logged', 'email_verified'], subtitle: 'Para responder las invitaciones' },
    ]);
  });

  it('lets a verified user through without opening anything', () => {
    sessionStore.set({ status: 'authenticated', user: testUser(), searches: [] });
    expect(requireIdentity({ rules: ['logged', 'email_verified'] })).toBe(true);
    expect(opened).toEqual([]);
  });

  it('opens nothing while the session is still being learned, and asks a signed-in person nothing', () => {
    sessionStore.set({ status: 'loading', user: null, searches: [] });
    expect(requireIdentity({ subtitle: 'Para utilizar las búsquedas' })).toBe(false);
    expect(opened).toEqual([]);
    sessionStore.set({ status: 'authenticated', user: testUser(), searches: [] });
    expect(opened).toEqual([]);
  });

  it('asks once the session turns out to be a guest’s, or an unverified email the rules want verified', () => {
    sessionStore.set({ status: 'loading', user: null, searches: [] });
    expect(requireIdentity({ subtitle: 'Para utilizar las búsquedas' })).toBe(false);
    sessionStore.set({ status: 'guest', user: null, searches: [] });
    expect(opened).toEqual([{ subtitle: 'Para utilizar las búsquedas', rules: ['logged'] }]);
    opened.length = 0;
    sessionStore.set({ status: 'loading', user: null, searches: [] });
    expect(requireIdentity({ rules: ['logged', 'email_verified'] })).toBe(false);
    sessionStore.set({ status: 'authenticated', user: testUser({ email_verified: false }), searches: [] });
    expect(opened).toEqual([{ step: 'verify', rules: ['logged', 'email_verified'] }]);
  });
});
