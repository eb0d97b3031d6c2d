// Visits (decision 025): the agent's availability ('Visitas'), a listing's free slots, asking for a visit, answering
// it, its calendar file and a person's lists ('Mis visitas', 'Agenda').
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedSchema } from '@vitrina/shared/pagination';
import {
  visitAvailabilitySchema,
  visitChangeSchema,
  visitListQuerySchema,
  visitRequestSchema,
  visitSchema,
  visitSlotListSchema,
  visitSlotQuerySchema,
} from '@vitrina/shared/visits';
import { requireUser } from '../../lib/auth';
import { errorResponses } from '../../lib/openapi-errors';
import { toId } from '../../lib/path-id';
import { calendarOf } from './visit-notify';
import { getAvailability, putAvailability } from './visit-availability.service';
import { listMyVisits } from './visit-list.service';
import { listVisitSlots } from './visit-slots.service';
import { changeVisit, requestVisit, showVisit, type VisitsDeps } from './visits.service';

const tags = ['visitas'];
const security = [{ bearer: [] }];
const visitorOrUser: Record<string, string[]>[] = [{ bearer: [] }, {}];
const idParams = z.object({ id: z.string() });

export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: VisitsDeps = { db: app.db, clock: app.clock, storage: app.storage, config: app.config };

  app.get(
    '/account/visit-availability',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Los horarios en que quien publica muestra sus publicaciones',
        security,
        response: { 200: visitAvailabilitySchema },
      },
    },
    async (request) => getAvailability(deps, request.user!),
  );

  app.put(
    '/account/visit-availability',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Guarda los horarios de visita: rangos por día de la semana, duración, anticipación y días libres',
        security,
        body: visitAvailabilitySchema,
        response: { 200: visitAvailabilitySchema },
      },
    },
    async (request) => putAvailability(deps, request.user!, request.body),
  );

  app.get(
    '/publication/:id/visit-slot',
    {
      schema: {
        tags,
        summary: 'Los horarios libres para visitar una publicación (hora de Argentina, con su desplazamiento)',
        security: visitorOrUser,
        params: idParams,
        querystring: visitSlotQuerySchema,
        response: { 200: visitSlotListSchema },
      },
    },
    async (request) => listVisitSlots(deps, request.user, toId(request.params.id), request.query),
  );

  app.post(
    '/publication/:id/visit',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Pide una visita en un horario libre (correo verificado; a lo sumo 3 pedidos esperando respuesta)',
        security,
        params: idParams,
        body: visitRequestSchema,
        response: { 201: visitSchema, ...errorResponses(403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestVisit(deps, request.user!, toId(request.params.id), request.body)),
  );

  app.put(
    '/visit/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Confirma, rechaza (con motivo), cancela, marca realizada o cambia de horario una visita',
        security,
        params: idParams,
        body: visitChangeSchema,
        response: { 200: visitSchema, ...errorResponses(403, 409) },
      },
    },
    async (request) =>
      changeVisit(deps, request.user!, request.impersonator !== null, toId(request.params.id), request.body),
  );

  app.get(
    '/visit/:id/ics',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'La invitación de calendario (.ics) de una visita, como la llevan sus correos',
        security,
        params: idParams,
        response: { 200: z.string(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const detail = await showVisit(deps, request.user!, toId(request.params.id));
      const calendar = calendarOf(detail, app.config, detail.visit.updatedAt);
      const method = detail.visit.status === 'cancelled' || detail.visit.status === 'declined' ? 'CANCEL' : 'REQUEST';
      return reply
        .header('content-type', `text/calendar; charset=utf-8; method=${method}`)
        .header('content-disposition', `attachment; filename="visita-${detail.visit.id}.ics"`)
        .send(calendar);
    },
  );

  app.get(
    '/account/visit',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Las visitas de quien llama, como cliente o como quien muestra, próximas o pasadas',
        security,
        querystring: visitListQuerySchema,
        response: { 200: pagedSchema(visitSchema) },
      },
    },
    async (request) => listMyVisits(deps, request.user!, request.query, request.url),
  );
};
