// Builds the Fastify app: plugins, the /api routes, the web app and the error handling. It never listens, so
// tests drive it with app.inject and server.ts decides the port.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@vitrina/shared/messages';
import type { Config } from './config';
import type { Database } from './db/client';
import { closeRedis, createRedis, redisSettled, type Redis } from './db/redis';
import { registerApiDocs } from './lib/api-docs';
import { authPlugin } from './lib/auth';
import { systemClock, type Clock } from './lib/clock';
import { errorHandler, HttpError } from './lib/errors';
import { createLogger, type Logger } from './lib/logger';
import { configuredMailer, type Mailer } from './lib/mail';
import { documentErrorResponses } from './lib/openapi-errors';
import {
  collectOverrideTargets,
  methodOverrideRoutes,
  replayHeader,
  replaySecret,
  rewriteOverriddenMethod,
} from './lib/method-override';
import { jsonTooDeep, registerRequestGuards } from './lib/request-guards';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerStaticFiles } from './lib/static-files';
import { registerPages } from './modules/pages';
import { createStorage, type Storage } from './lib/storage';
import { activityRoutes } from './modules/activity';
import { adminRoutes } from './modules/admin';
import {
  adminMicrositesRoutes,
  type MicrositeChanges,
  publicMicrositeRoutes,
  registerHostResolution,
} from './modules/microsites';
import { authRoutes } from './modules/auth';
import { configurationRoutes } from './modules/configuration';
import { groupsRoutes, publicGroupRoutes } from './modules/groups';
import { healthRoutes } from './modules/health';
import { invitationsRoutes } from './modules/invitations';
import { leadsAccountRoutes, leadsRoutes } from './modules/leads';
import { mapRoutes } from './modules/map';
import { portfolioRoutes } from './modules/portfolio';
import { profileRoutes } from './modules/profile';
import { publicationsRoutes, registerImageVariants } from './modules/publications';
import { searchParseRoutes } from './modules/search-parse';
import { searchAlertsRoutes } from './modules/search-alerts';
import { authenticateRequest, DecisionCounters, searchesPlugin } from './modules/searches';
import { statsRoutes } from './modules/stats';
import { trackUploads } from './modules/storage-sweep';
import { storeRoutes } from './modules/store';
import { publicationPageRoutes } from './modules/publication-page';
import { similarListingsRoutes } from './modules/similar-listings';
import { previewsRoutes } from './modules/previews';
import { synchronizerRoutes } from './modules/synchronizer';
import { visitsRoutes } from './modules/visits';
import { threadsRoutes } from './modules/threads';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Where the heavy reads go (searches, map, statistics): the DATABASE_READ_URL pool, or `db` without one. */
    readDb: Database;
    /** The process's Redis client (REDIS_URL), or null: rate limits and recent deciders; never a condition to serve. */
    redis: Redis | null;
    /** `draining`: shutting down, so readiness answers 503 while the requests still come in are served. */
    lifecycle: { draining: boolean };
    clock: Clock;
    mailer: Mailer;
    storage: Storage;
    /** Applies the counter moves decisions leave (modules/searches/decisions/decision-counters.ts). */
    decisionCounters: DecisionCounters;
  }
}

export type AppOptions = {
  config: Config;
  db: Database;
  /** The read pool (DATABASE_READ_URL); default `db`. */
  readDb?: Database;
  /** A Redis client the caller owns and closes (tests, with a key prefix); default one made from REDIS_URL. */
  redis?: Redis | null;
  /** The bus of microsite changes; default the process's (a test gives another to stand for a second process). */
  micrositeChanges?: MicrositeChanges;
  clock?: Clock;
  mailer?: Mailer;
  /** The process's file store; default: one made from the config, closed with the app. */
  storage?: Storage;
  logger?: Logger;
  /** Extra routes inside /api (with its rate limit, auth and override); tests use it for routes of their own. */
  extraApiRoutes?: FastifyPluginAsync;
};

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
// Fastify's types expect Ajv-shaped factories; the zod ones are called the same way.
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

// An incoming X-Request-Id (from a proxy) is kept when it is sane, so one id follows a request across systems.
function requestId(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && /^[\w.:-]{1,128}$/.test(header) ? header : randomUUID();
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.logLevel);
  const mailer = options.mailer ?? configuredMailer(config, clock, logger);
  const storage = options.storage ?? createStorage(config);

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: requestId,
    // One line per request from our onResponse hook instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    // A hop count becomes a function: proxy-addr understands it, Fastify's types do not list it.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    // A path the router cannot decode, or with a parameter longer than it reads: the usual `{ message }` in Spanish,
    // not Fastify's English body that echoes the path back.
    frameworkErrors: (error, request, reply) =>
      errorHandler(new HttpError(error.statusCode === 414 ? 414 : 400, messages.errors.invalidData), request, reply),
    rewriteUrl: rewriteOverriddenMethod,
    // Every schema is zod: handing Fastify the zod compilers up front spares loading Ajv and
    // fast-json-stringify, a good part of the start-up time.
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('readDb', options.readDb ?? db);
  const ownRedis = options.redis === undefined && config.redisUrl ? await createRedis(config.redisUrl, logger) : null;
  const redis = options.redis === undefined ? ownRedis : options.redis;
  app.decorate('redis', redis);
  app.decorate('lifecycle', { draining: false });
  // Connected (or given up on) before serving, so the first requests count in the shared rate limits.
  if (redis) app.addHook('onReady', () => redisSettled(redis));
  app.decorate('clock', clock);
  app.decorate('mailer', mailer);
  // Uploads through the app are noted for the sweep, so one a request leaves without its row is removed later.
  app.decorate('storage', trackUploads(storage, { db, clock, logger }));
  const decisionCounters = new DecisionCounters(db, clock, logger);
  app.decorate('decisionCounters', decisionCounters);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Before any route: each one's error answers are added to its schema, so /api/docs lists them.
  documentErrorResponses(app);

  // Clients send `Content-Type: application/json` on every call, bodiless DELETEs included: an empty body is no body,
  // not malformed JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    // Deep nesting costs the parser and every later walk of the value stack, and no request of ours needs it.
    if (jsonTooDeep(text)) return done(new HttpError(400, messages.errors.tooDeep), undefined);
    return parseJson(request, text, done);
  });
  registerSecurityHeaders(app, config);

  // The hooks every request runs are callback hooks where they wait for nothing: an async one costs each request a
  // promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Which site the request is for (a microsite's host or the platform): before every route, the web app's included.
  registerHostResolution(app, { db, clock, storage, config, changes: options.micrositeChanges });
  app.addHook('onResponse', (request, reply, done) => {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request completed');
    else request.log.info(line, 'request completed');
    done();
  });

  await registerApiDocs(app, config);

  await app.register(
    async (api) => {
      await api.register(fastifyRateLimit, {
        global: true,
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.windowMs,
        // Shared by every instance on the same Redis (the sign-in codes' per-IP limit too: auth.routes.ts).
        redis: redis ?? undefined,
        nameSpace: 'vitrina-rate-limit-',
        // Redis trouble must not take the API down with it: serve unthrottled until it is back.
        skipOnError: true,
        errorResponseBuilder: () => new HttpError(429, messages.errors.tooManyRequests),
        // A method-override replay was already counted as the client's POST.
        allowList: (request) => request.headers[replayHeader] === replaySecret,
      });
      // Parsed only on routes whose schema consumes multipart/form-data (registerRequestGuards refuses it elsewhere
      // with 415); one file by default (the avatar), a route asks for more in `config.multipartOptions`.
      await api.register(fastifyMultipart, {
        attachFieldsToBody: 'keyValues',
        limits: { fileSize: config.uploadLimit, files: 1, fields: 100, fieldSize: config.bodyLimit, parts: 120 },
      });
      registerRequestGuards(api);
      // A route that opens a search by its path reads it with the token (modules/searches/core/search-session.ts).
      api.decorateRequest('prefetchedSearch', null);
      await api.register(authPlugin, { authenticate: authenticateRequest({ db, clock }) });
      const overrideTargets = collectOverrideTargets(api, {
        json: config.bodyLimit,
        multipart: config.uploadLimit + config.bodyLimit,
      });

      await api.register(healthRoutes);
      await api.register(configurationRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(groupsRoutes);
      await api.register(publicGroupRoutes);
      await api.register(invitationsRoutes);
      await api.register(storeRoutes);
      await api.register(leadsRoutes);
      await api.register(leadsAccountRoutes);
      await api.register(publicationPageRoutes);
      await api.register(similarListingsRoutes);
      await api.register(previewsRoutes);
      await api.register(mapRoutes);
      await api.register(synchronizerRoutes);
      await api.register(publicationsRoutes);
      await api.register(portfolioRoutes);
      await api.register(searchesPlugin);
      await api.register(statsRoutes);
      await api.register(visitsRoutes);
      await api.register(threadsRoutes);
      await api.register(searchParseRoutes);
      await api.register(searchAlertsRoutes);
      await api.register(activityRoutes);
      await api.register(adminRoutes);
      await api.register(adminMicrositesRoutes);
      await api.register(publicMicrositeRoutes);
      if (options.extraApiRoutes) await api.register(options.extraApiRoutes);
      await api.register(methodOverrideRoutes, {
        app: () => app,
        targets: overrideTargets,
        guestBodyLimit: config.bodyLimit,
      });
    },
    { prefix: '/api' },
  );

  registerImageVariants(app, storage);
  await registerStaticFiles(app, {
    webDist: config.webDist,
    dataDir: config.dataDir,
    storage,
    page: registerPages(app, { webDist: config.webDist }),
  });

  // Node closes idle keep-alive connections once, when closing starts; a connection whose request finishes
  // later would hold the shutdown until its keep-alive timeout. Keep closing the ones that fall idle.
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 50);
    idleSweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(idleSweep);
    mailer.close();
    await decisionCounters.close();
    if (!options.storage) storage.close();
    if (ownRedis) await closeRedis(ownRedis);
  });

  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
