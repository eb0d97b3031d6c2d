// GET /api/configuration: what the web app needs from the environment, loaded once at its start.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configurationSchema } from '@vitrina/shared/configuration';
import { buildConfiguration } from '@vitrina/shared/configuration-values';

export const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Built once: it depends on the environment only (microsites will make it depend on the host).
  const configuration = buildConfiguration({
    appName: config.appName,
    contactEmail: config.contactEmail,
    googleClientId: config.googleClientId,
    appleClientId: config.appleClientId,
    googleAnalyticsId: config.googleAnalyticsId,
    push: null,
    microsite: null,
    mapTiles: { url: config.mapTileUrl, attribution: config.mapTileAttribution },
    uploadMaxMb: config.uploadLimit / (1024 * 1024),
  });

  app.get(
    '/configuration',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Configuración del entorno y enumeraciones',
        response: { 200: configurationSchema },
      },
    },
    async (_request, reply) => {
      // Short: a changed deployment reaches clients within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return configuration;
    },
  );
};
