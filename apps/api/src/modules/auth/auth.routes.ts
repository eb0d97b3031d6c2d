// Sign-in endpoints (product.md, Sign-in and the account). HTTP only: schemas in, one service call, the answer out.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  checkRequestSchema,
  checkResponseSchema,
  recoverCheckRequestSchema,
  recoverSendRequestSchema,
  signupRequestSchema,
  socialProviders,
  socialRequestSchema,
  tokenResponseSchema,
  verifyCheckRequestSchema,
  type SocialProvider,
} from '@vitrina/shared/auth';
import { messages } from '@vitrina/shared/messages';
import { userSchema } from '@vitrina/shared/users';
import { requireUser } from '../../lib/auth';
import { HttpError } from '../../lib/errors';
import { revokeTokenById } from './access-tokens.service';
import {
  accountExists,
  sendLoginCode,
  sendVerifyCode,
  signInWithCode,
  signUp,
  verifyEmail,
  type AuthDeps,
} from './auth.service';
import { createSocialTokenVerifier } from './social-tokens';
import { signInWithSocial, socialToken } from './social.service';
import { errorResponses } from '../../lib/openapi-errors';

const messageSchema = z.object({ message: z.string() });
const tags = ['autenticación'];

/** The per-IP limit on sending codes, one counter for every route that mails one. */
function codeSendLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const { perIp, windowMs } = app.config.codeSendLimit;
  const check = app.createRateLimit({
    max: perIp,
    timeWindow: windowMs,
    keyGenerator: (request) => `code-send:${request.ip}`,
  });
  return async (request, reply) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new HttpError(429, messages.errors.tooManyRequests);
    }
  };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = { db: app.db, clock: app.clock, mailer: app.mailer, storage: app.storage, config: app.config };
  const limitSends = codeSendLimit(app);
  const verifySocialToken = createSocialTokenVerifier(app.config, app.clock);

  app.post(
    '/auth/check',
    {
      schema: {
        tags,
        summary: 'Indica si existe una cuenta con el email',
        body: checkRequestSchema,
        response: { 200: checkResponseSchema },
      },
    },
    async (request) => ({ exists: await accountExists(deps, request.body.email) }),
  );

  app.post(
    '/auth/signup',
    {
      schema: {
        tags,
        summary: 'Crea la cuenta e ingresa',
        body: signupRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => signUp(deps, request.body),
  );

  // `login` and `login/otp` are the same sign-in for clients that use those names.
  for (const url of ['/auth/recover/send', '/auth/login']) {
    app.post(
      url,
      {
        preHandler: limitSends,
        schema: {
          tags,
          summary: 'Envía un código de ingreso al email',
          body: recoverSendRequestSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await sendLoginCode(deps, request.body.email);
        return { message: authMessages.codeSent };
      },
    );
  }
  for (const url of ['/auth/recover/check', '/auth/login/otp']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Ingresa con el código recibido',
          body: recoverCheckRequestSchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request) => signInWithCode(deps, request.body),
    );
  }

  app.post(
    '/auth/verify/send',
    {
      onRequest: requireUser,
      preHandler: limitSends,
      schema: {
        tags,
        summary: 'Envía un código para verificar el email del usuario',
        security: [{ bearer: [] }],
        response: { 200: messageSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      await sendVerifyCode(deps, request.user!);
      return { message: authMessages.codeSent };
    },
  );

  app.post(
    '/auth/verify/check',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Verifica el email del usuario con el código',
        security: [{ bearer: [] }],
        body: verifyCheckRequestSchema,
        response: { 200: z.object({ message: z.string(), user: userSchema }) },
      },
    },
    async (request) => ({
      message: authMessages.verified,
      user: await verifyEmail(deps, request.user!, request.body.code, request.accessTokenId),
    }),
  );

  app.post(
    '/auth/login/social/:provider',
    {
      schema: {
        tags,
        summary: 'Ingresa con Google (id_token o credential) o Apple (access_token)',
        params: z.object({ provider: z.string() }),
        body: socialRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const provider = request.params.provider as SocialProvider;
      if (!socialProviders.includes(provider)) throw new HttpError(404, authMessages.providerUnknown);
      const token = socialToken(provider, request.body);
      if (!token) throw new HttpError(401, authMessages.socialFailed);
      const identity = await verifySocialToken(provider, token);
      return signInWithSocial(deps, identity, request.body);
    },
  );

  app.get(
    '/auth/logout',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Cierra la sesión: revoca el token usado',
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeTokenById(app.db, request.accessTokenId);
      return reply.status(204).send(null);
    },
  );
};
