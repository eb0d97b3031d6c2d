// PUT /search/{id}/alert (also POST with `_method=put`): "Avisarme de nuevas publicaciones" for the signed-in person;
// POST /alert/unsubscribe/{token}: a digest's signed link, from the web page it opens or straight from a mail
// client's one-click unsubscribe (RFC 8058: a form-encoded `List-Unsubscribe=One-Click`, no session).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  searchAlertRequestSchema,
  searchAlertResponseSchema,
  searchAlertUnsubscribeSchema,
} from '@vitrina/shared/search-alerts';
import { requireUser } from '../../lib/auth';
import { setAlert, unsubscribe } from './search-alerts.service';

const tags = ['búsquedas'];
const security = [{ bearer: [] }];

export const searchAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.clock, storage: app.storage };
  // A mail client's one-click unsubscribe posts a form; its only field says what the URL already does.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.put(
    '/search/:id/alert',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Activa o desactiva «Avisarme de nuevas publicaciones» en una búsqueda, para quien la usa',
        security,
        params: z.object({ id: z.string() }),
        body: searchAlertRequestSchema,
        response: { 200: searchAlertResponseSchema },
      },
    },
    async (request) => setAlert(deps, request.user!, request.params.id, request.body.enabled),
  );

  app.post(
    '/alert/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'Deja de avisar de nuevas publicaciones de las búsquedas que nombra un enlace firmado de un correo',
        params: z.object({ token: z.string().max(4000) }),
        response: { 200: searchAlertUnsubscribeSchema },
      },
    },
    async (request) => unsubscribe({ db: app.db, secretKey: app.config.secretKey }, request.params.token),
  );
};
