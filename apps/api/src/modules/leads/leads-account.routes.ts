// 'Consultas' (product.md, Leads): GET /account/lead (newest first, 20 a page), PUT /account/lead/{id} with `status`
// (also POST with `_method=put`), GET /account/lead.csv (the export). All need a session (401); another's lead is 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leadListQuerySchema, leadPageSchema, leadSchema, leadUpdateSchema } from '@vitrina/shared/leads';
import { requireUser } from '../../lib/auth';
import { errorResponses } from '../../lib/openapi-errors';
import { exportMyLeads, listMyLeads, setLeadStatus, type LeadsAccountDeps } from './leads-account.service';

const tags = ['consultas'];
const security = [{ bearer: [] }];

export const leadsAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: LeadsAccountDeps = { db: app.db, clock: app.clock, publicUrl: app.config.publicUrl };

  app.get(
    '/account/lead',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Las consultas recibidas por quien pide, las más nuevas primero',
        security,
        querystring: leadListQuerySchema,
        response: { 200: leadPageSchema },
      },
    },
    async (request) => listMyLeads(deps, request.user!, request.query, request.url),
  );

  app.put(
    '/account/lead/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Cambia el estado de una consulta recibida (nueva, contactada, descartada)',
        security,
        params: z.object({ id: z.string() }),
        body: leadUpdateSchema,
        response: { 200: leadSchema },
      },
    },
    async (request) => setLeadStatus(deps, request.user!, request.params.id, request.body),
  );

  app.get(
    '/account/lead.csv',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Las consultas recibidas como CSV (UTF-8 con BOM, separado por punto y coma) para una planilla',
        security,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const csv = await exportMyLeads(deps, request.user!, request.impersonator !== null);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="consultas.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
