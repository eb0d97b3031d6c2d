// GET /api/configuration: what the web app needs from the environment, loaded once at its start. On an active
// microsite's host it also carries the microsite (MICROSITE); everywhere else MICROSITE is null.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configurationSchema, type Configuration } from '@vitrina/shared/configuration';
import { buildConfiguration } from '@vitrina/shared/configuration-values';
import type { MicrositeRow } from '../../db/schema/index';
import { hostVary } from '../../lib/security-headers';
import { micrositeSummary } from '../microsites';
import { vapidKeys } from '../notifications';

export const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, storage } = app;
  // Built once: it depends on the environment only.
  const platform = buildConfiguration({
    appName: config.appName,
    contactEmail: config.contactEmail,
    googleClientId: config.googleClientId,
    appleClientId: config.appleClientId,
    googleAnalyticsId: config.googleAnalyticsId,
    push: await pushSettings(config),
    microsite: null,
    mapTiles: { url: config.mapTileUrl, attribution: config.mapTileAttribution },
    uploadMaxMb: config.uploadLimit / (1024 * 1024),
  });
  // A microsite's answer is built once per row the host resolution holds: an edit brings a new row, and with it a
  // new answer, while the old one goes with the row.
  const perMicrosite = new WeakMap<MicrositeRow, Configuration>();
  const vary = hostVary(config.trustProxy);

  app.get(
    '/configuration',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Configuración del entorno y enumeraciones (y el micrositio del host, si está activo)',
        response: { 200: configurationSchema },
      },
    },
    async (request, reply) => {
      // Short: a changed deployment reaches clients within a minute. Its answer depends on the host, so a shared
      // cache must never give one host's to another.
      reply.header('cache-control', 'public, max-age=60');
      reply.header('vary', vary);
      const microsite = request.microsite;
      if (!microsite) return platform;
      let answer = perMicrosite.get(microsite);
      if (!answer) {
        answer = { ...platform, MICROSITE: micrositeSummary(microsite, storage, config.publicUrl) };
        perMicrosite.set(microsite, answer);
      }
      return answer;
    },
  );
};

async function pushSettings(config: Parameters<typeof vapidKeys>[0]): Promise<{ vapidKey: string } | null> {
  const keys = await vapidKeys(config);
  return keys && { vapidKey: keys.publicKey };
}
