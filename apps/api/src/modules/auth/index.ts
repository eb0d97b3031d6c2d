// The auth module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { acceptToken, authenticateToken, hashToken, issueToken, issueTokenWithExpiry } from './access-tokens.service';
export { onSignedIn, type SignedInListener } from './signed-in';
export { tokensPrune } from './access-tokens-prune.job';
export { authCodesPrune } from './auth-codes-prune.job';
export { authRoutes } from './auth.routes';
