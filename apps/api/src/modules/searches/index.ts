// The searches module's face to the app: its one routes plugin (searches.plugin.ts), the bearer plugin's
// `authenticate`, which reads a search's path with the token (core/search-session.ts), and the counters decisions
// move (decisions/decision-counters.ts).
export { searchesPlugin } from './searches.plugin';
export { authenticateRequest } from './core/search-session';
export { DecisionCounters } from './decisions/decision-counters';
