// Nothing secret in the logs: sign-in codes sent over SMTP, bearer tokens, the values bound to a failed query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { createTestContext, createUser, type TestContext } from '../test/context';
import { issueToken } from '../modules/auth';
import { startSmtpServer, type SmtpServer } from '../test/smtp-server';
import { createLogger } from './logger';

const secretName = 'Nombre Secreto de la Consulta';
const takenEmail = 'email.secreto.repetido@vitrina.example';
const probes: FastifyPluginAsync = async (api) => {
  // A query that fails with values bound to it (a unique violation: PostgreSQL repeats the key in its detail).
  api.get('/probe/failing-query', async () => {
    await api.db.execute(sql`insert into users (name, email) values (${secretName}, ${takenEmail})`);
    return { ok: true };
  });
};

let smtp: SmtpServer;
let ctx: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  smtp = await startSmtpServer();
  const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url }, logger, extraApiRoutes: probes });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const logged = () => lines.join('');

describe('the logs', () => {
  it('name a code mail sent over SMTP by its kind and recipient domain, never its code or subject', async () => {
    const user = await createUser(ctx.db, { email: 'codigo.smtp@correo.example' });
    lines.length = 0;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/recover/send',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);

    expect(smtp.messages).toHaveLength(1);
    const code = /^(\d{6})\r?$/m.exec(smtp.messages[0])?.[1];
    expect(code, 'the mail carries the code on a line of its own').toMatch(/^\d{6}$/);
    const sent = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'mail sent');
    expect(sent).toMatchObject({
      kind: 'sign-in-code',
      toDomain: 'correo.example',
      toHash: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(logged()).not.toContain(code);
    expect(logged()).not.toContain('Tu código');
    expect(logged()).not.toContain('codigo.smtp@');
  });

  it('never show a bearer token, however it is logged', async () => {
    const user = await createUser(ctx.db);
    const { access_token } = await issueToken(ctx.db, user.id, { clock: ctx.clock });
    lines.length = 0;
    await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${access_token}` },
    });
    ctx.app.log.info(
      { req: { headers: { authorization: `Bearer ${access_token}`, cookie: 'sesion=1' } } },
      'a request',
    );
    ctx.app.log.info({ headers: { authorization: `Bearer ${access_token}` } }, 'bare headers');
    ctx.app.log.info({ upstream: { headers: { authorization: `Bearer ${access_token}` } } }, 'nested headers');
    expect(lines.length).toBeGreaterThan(3);
    expect(logged()).not.toContain(access_token);
    expect(logged()).not.toContain('sesion=1');
    expect(logged()).toContain('[oculto]');
  });

  it('keep a failed query and its cause, without the values bound to it', async () => {
    await createUser(ctx.db, { email: takenEmail });
    lines.length = 0;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(secretName);
    const failure = lines
      .map((line) => JSON.parse(line) as { msg: string; err?: { message: string; stack: string } })
      .find((line) => line.msg === 'request failed');
    expect(failure?.err?.message).toContain('Failed query: insert into users (name, email) values ($1, $2)');
    expect(failure?.err?.message).toContain('users_email_unique');
    expect(logged()).not.toContain(secretName);
    expect(logged()).not.toContain(takenEmail);
  });
});
