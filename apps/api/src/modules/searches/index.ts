// The searches module's face: its one routes plugin (searches.plugin.ts), the bearer plugin's `authenticate`, which
// reads a search's path with the token (core/search-session.ts), the counters decisions move
// (decisions/decision-counters.ts), the coincidence jobs, and what the modules built on searches (search alerts,
// threads, the profile) use of it. Nothing outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { latestSearches } from './core/account-searches.service';
export { openSearch, searchNotFound } from './core/search-access';
export { searchMatchCondition } from './core/search-match.service';
export { authenticateRequest } from './core/search-session';
export { openAsParticipant, type SearchReadDeps } from './core/searches.service';
export { listingInSearch } from './deck/search-results.service';
export { DecisionCounters } from './decisions/decision-counters';
export { coincidenceJob, tellCoincidenceJob } from './decisions/search-coincidence.service';
export { searchesPlugin } from './searches.plugin';
