// The API's OpenAPI description, from every route's zod schemas, and its pages at /api/docs (Swagger UI).
// Swagger UI is bundled into the server's build like the rest (build.mjs), so its files are found from the package
// itself rather than from beside the code that loads it, which the bundle moves.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.appName} API`,
        version: '1.0.0',
        description: 'API de la plataforma. Errores: `{ message, errors? }`.',
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  const uiFiles = join(dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')), 'static');
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    baseDir: uiFiles,
    logo: { type: 'image/svg+xml', content: readFileSync(join(uiFiles, 'logo.svg')) },
  });
}
