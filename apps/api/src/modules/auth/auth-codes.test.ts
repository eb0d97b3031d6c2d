import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authCodes } from '../../db/schema/index';
import { jobHandlers } from '../../jobs/registry';
import { createLogger } from '../../lib/logger';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { bearer, lastCode, mailsTo, signUpViaApi } from './auth-test-helpers';

const invalid = 'El código no es correcto o ya venció. Pedí uno nuevo.';
const tooManyTries = 'Superaste los intentos permitidos. Pedí un código nuevo.';
const tooMany = 'Demasiados intentos, aguarde un momento y vuelva a intentar.';

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('sign-in codes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const send = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/recover/send', payload: { email } });
  const check = (email: string, code: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/recover/check', payload: { email, code } });

  it('are six digits, and only their hash is stored', async () => {
    const user = await createUser(ctx.db);
    await send(user.email);
    const code = lastCode(ctx.dataDir, user.email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await ctx.db.select().from(authCodes).where(eq(authCodes.email, user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('are valid for 10 minutes', async () => {
    const early = await createUser(ctx.db);
    const late = await createUser(ctx.db);
    await send(early.email);
    await send(late.email);
    ctx.clock.advance(10 * 60_000 - 1000);
    expect((await check(early.email, lastCode(ctx.dataDir, early.email))).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const expired = await check(late.email, lastCode(ctx.dataDir, late.email));
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ code: [invalid] });
  });

  it('can be used once', async () => {
    const user = await createUser(ctx.db);
    await send(user.email);
    const code = lastCode(ctx.dataDir, user.email);
    expect((await check(user.email, code)).statusCode).toBe(200);
    const again = await check(user.email, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: [invalid] });
  });

  it('die after 5 wrong tries, even for the right code', async () => {
    const user = await createUser(ctx.db);
    await send(user.email);
    const code = lastCode(ctx.dataDir, user.email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await check(user.email, otherCode(code));
      expect(response.json().errors, `try ${attempt}`).toEqual({ code: [invalid] });
    }
    const fifth = await check(user.email, otherCode(code));
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().errors).toEqual({ code: [tooManyTries] });
    const right = await check(user.email, code);
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual({ code: [tooManyTries] });

    // A new code starts over.
    await send(user.email);
    expect((await check(user.email, lastCode(ctx.dataDir, user.email))).statusCode).toBe(200);
  });

  it('a new code replaces the earlier one', async () => {
    const user = await createUser(ctx.db);
    await send(user.email);
    const first = lastCode(ctx.dataDir, user.email);
    await send(user.email);
    const second = lastCode(ctx.dataDir, user.email);
    expect(mailsTo(ctx.dataDir, user.email)).toHaveLength(2);
    if (first !== second) expect((await check(user.email, first)).statusCode).toBe(422);
    expect((await check(user.email, second)).statusCode).toBe(200);
  });

  it('belong to one email: a code for one account does not open another', async () => {
    const owner = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await send(owner.email);
    await send(other.email);
    const response = await check(other.email, lastCode(ctx.dataDir, owner.email));
    // Two random codes can coincide; then the check rightly succeeds.
    if (lastCode(ctx.dataDir, owner.email) !== lastCode(ctx.dataDir, other.email))
      expect(response.statusCode).toBe(422);
  });

  it('are deleted by the worker a day after they were sent', async () => {
    const user = await createUser(ctx.db);
    await send(user.email);
    const context = {
      db: ctx.db,
      config: ctx.config,
      clock: ctx.clock,
      mailer: ctx.app.mailer,
      logger: createLogger('silent'),
    };
    ctx.clock.advance(23 * 60 * 60_000);
    await jobHandlers['auth-codes.prune']({}, context);
    expect(await ctx.db.select().from(authCodes).where(eq(authCodes.email, user.email))).toHaveLength(1);
    ctx.clock.advance(60 * 60_000 + 1);
    await jobHandlers['auth-codes.prune']({}, context);
    expect(await ctx.db.select().from(authCodes).where(eq(authCodes.email, user.email))).toHaveLength(0);
  });

  it('answers an email with no code as a wrong code', async () => {
    const user = await createUser(ctx.db);
    const response = await check(user.email, '123456');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: [invalid] });
  });
});

describe('send limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { codeSendLimit: { perEmail: 3, perIp: 6, windowMs: 15 * 60_000 } } });
  });
  afterAll(() => ctx.close());

  const send = (email: string, remoteAddress = '203.0.113.10') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/recover/send', payload: { email }, remoteAddress });

  it('limits the codes sent to one email, across purposes, until the window passes', async () => {
    const token = await signUpViaApi(ctx.app, 'limite.email@vitrina.example', 'Límite Email');
    expect((await send('limite.email@vitrina.example', '198.51.100.1')).statusCode).toBe(200);
    expect((await send('limite.email@vitrina.example', '198.51.100.2')).statusCode).toBe(200);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify/send',
      headers: bearer(token),
      remoteAddress: '198.51.100.3',
    });
    expect(verify.statusCode).toBe(200);

    // From another address too: the limit follows the email, not the client.
    const refused = await send('limite.email@vitrina.example', '198.51.100.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: tooMany });
    expect(mailsTo(ctx.dataDir, 'limite.email@vitrina.example')).toHaveLength(3);

    ctx.clock.advance(15 * 60_000);
    expect((await send('limite.email@vitrina.example', '198.51.100.5')).statusCode).toBe(200);
  });

  it('limits the codes one address asks for, whatever the email', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 7; i++) emails.push((await createUser(ctx.db)).email);
    for (const email of emails.slice(0, 6)) expect((await send(email)).statusCode).toBe(200);
    const refused = await send(emails[6]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: tooMany });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(mailsTo(ctx.dataDir, emails[6])).toEqual([]);
    // The same route names share the counter.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: emails[6] },
          remoteAddress: '203.0.113.10',
        })
      ).statusCode,
    ).toBe(429);
    // Another client is not affected.
    expect((await send(emails[6], '203.0.113.99')).statusCode).toBe(200);
  });

  it('uses 5 codes per email and 20 per address in 15 minutes by default', async () => {
    const { loadConfig } = await import('../../config');
    expect(loadConfig({}).codeSendLimit).toEqual({ perEmail: 5, perIp: 20, windowMs: 15 * 60_000 });
  });
});
