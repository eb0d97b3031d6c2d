// The invitations module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { invitationsPrune } from './invitations-prune.job';
export { invitationsRoutes } from './invitations.routes';
