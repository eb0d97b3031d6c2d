// The leads module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { leadMailJob } from './lead-send.service';
export { leadsAccountRoutes } from './leads-account.routes';
export { mailLead } from './leads.job';
export { leadsRoutes } from './leads.routes';
