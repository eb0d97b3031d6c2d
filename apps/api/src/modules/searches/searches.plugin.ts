// The searches API as one plugin, registered by app.ts inside /api (its prefix, rate limit and bearer plugin): each
// feature folder's routes plugin in turn, none with options. The order is the routes' order in the OpenAPI document.
// It also has a sign-in claim the searches the visitor made before (product.md, Sign-in and the account).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onSignedIn } from '../auth';
import { searchPresetsRoutes } from './builder/search-presets.routes';
import { claimSearches } from './core/search-claims.service';
import { searchesRoutes } from './core/searches.routes';
import { searchResultsRoutes } from './deck/search-results.routes';
import { searchFilteredRoutes } from './filtered/search-filtered.routes';
import { searchMarkersRoutes } from './map/search-markers.routes';
import { searchPredictRoutes } from './predict/search-predict.routes';
import { searchSummaryRoutes } from './summary/search-summary.routes';
import { searchTogetherRoutes } from './together/search-together.routes';

export const searchesPlugin: FastifyPluginAsyncZod = async (app) => {
  onSignedIn(claimSearches);
  await app.register(searchesRoutes);
  await app.register(searchFilteredRoutes);
  await app.register(searchSummaryRoutes);
  await app.register(searchTogetherRoutes);
  await app.register(searchResultsRoutes);
  await app.register(searchPredictRoutes);
  await app.register(searchMarkersRoutes);
  await app.register(searchPresetsRoutes);
};
