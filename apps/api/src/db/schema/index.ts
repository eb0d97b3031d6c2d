// Every table of the database. drizzle-kit reads this file to generate migrations; the Drizzle client takes it
// as its schema.
export * from './users';
export * from './access-tokens';
export * from './jobs';
export * from './auth-codes';
export * from './user-accounts';
export * from './groups';
export * from './invitations';
export * from './synchronizers';
export * from './publications';
export * from './map-places';
export * from './publication-counts';
export * from './searches';
export * from './stats';
export * from './admin';
export * from './microsites';
export * from './notifications';
