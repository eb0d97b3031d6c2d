// Users as GET /api/auth/user returns them, for component tests.
import type { User } from '@vitrina/shared/users';
import { setAuthToken } from '@/lib/auth-token';
import { setSignedIn } from '@/lib/session';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Lucía Fernández',
    email: 'lucia@example.com',
    email_verified: true,
    phone: null,
    slug: null,
    avatar_url: null,
    created_at: '2024-08-06T15:00:00.000Z',
    contact_types: ['email'],
    store_contacts: false,
    notification_types: [],
    notification_channels: ['push', 'email'],
    notification_push_identifiers: {},
    permissions: [],
    has_stat: false,
    groups: [],
    publications_count: 0,
    ...overrides,
  };
}

/** Starts the test signed in, as a returning visit would: a stored token and the stored user. */
export function signInAs(user: User = testUser()): User {
  setAuthToken({ token_type: 'Bearer', access_token: 'token-de-prueba' });
  setSignedIn(user, []);
  return user;
}
