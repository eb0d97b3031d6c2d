// POST /search/{id}/predict/count and /predict/select (product.md, Searches: Prediction): prediction in a search whose
// mode offers it; POST /search/{id}/predict/undo (ours) takes the caller's predicted likes back out. Need a session
// (401 otherwise); the caller's own decisions teach the model (search-predict.service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  predictCountSchema,
  predictRequestSchema,
  predictSelectSchema,
  predictUndoSchema,
} from '@vitrina/shared/search-predict';
import { requireUser } from '../../../lib/auth';
import { markRecentWriter } from '../core/recent-writers';
import { predictCount, predictSelect, undoPredictions } from './search-predict.service';
import type { SearchesDeps } from '../core/searches.service';

const tags = ['búsquedas'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

export const searchPredictRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SearchesDeps = { db: app.db, clock: app.clock, storage: app.storage, counters: app.decisionCounters };

  app.post(
    '/search/:id/predict/count',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Cuántas publicaciones sin decidir le gustarían a quien pide, según sus decisiones en la búsqueda',
        security,
        params,
        body: predictRequestSchema,
        response: { 200: predictCountSchema },
      },
    },
    async (request) => predictCount(deps, request.user!, request.params.id, request.body.except),
  );

  app.post(
    '/search/:id/predict/select',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Marca como me gusta, predichos, las publicaciones que le gustarían a quien pide',
        security,
        params,
        body: predictRequestSchema,
        response: { 200: predictSelectSchema },
      },
    },
    async (request) => {
      // It decides (predicted likes): the person's next search reads come from the primary (recent-writers.ts).
      await markRecentWriter(app, request.user!);
      return predictSelect(deps, request.user!, request.params.id, request.body.except);
    },
  );

  app.post(
    '/search/:id/predict/undo',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Deshace los me gusta predichos de quien pide en la búsqueda; sus propias decisiones quedan',
        security,
        params,
        response: { 200: predictUndoSchema },
      },
    },
    async (request) => {
      // It undoes decisions: the person's next search reads come from the primary (recent-writers.ts).
      await markRecentWriter(app, request.user!);
      return undoPredictions(deps, request.user!, request.params.id);
    },
  );
};
