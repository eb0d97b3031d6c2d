// Guessing sign-in codes with bursts of concurrent requests: the limits must hold however many tries arrive at
// once (on PostgreSQL too, where requests really run side by side on a pool of connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authCodes } from '../../db/schema/index';
import { createTestContext, createUser, type TestContext } from '../../test/context';
import { lastCode } from './auth-test-helpers';

const invalid = 'El código no es correcto o ya venció. Pedí uno nuevo.';
const tooManyTries = 'Superaste los intentos permitidos. Pedí un código nuevo.';
const tooMany = 'Demasiados intentos, aguarde un momento y vuelva a intentar.';

/** `count` different six-digit codes, none of them `right`. */
function wrongCodes(right: string, count: number): string[] {
  const codes: string[] = [];
  for (let step = 1; codes.length < count; step++) {
    const code = String((Number(right) + step * 7919) % 1_000_000).padStart(6, '0');
    if (code !== right) codes.push(code);
  }
  return codes;
}

let ctx: TestContext;
let address = 0;
beforeAll(async () => {
  // An attacker has many addresses: the global per-address limit is not what these tests are about.
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

// Each send from its own address, so the per-IP send limit (in real time) does not mix into these tests.
const send = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/recover/send',
    payload: { email },
    remoteAddress: `198.51.100.${++address}`,
  });
const check = (email: string, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/recover/check', payload: { email, code } });
const codeRows = (email: string) =>
  ctx.db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.email, email), eq(authCodes.purpose, 'login')));

describe('a burst of concurrent guesses', () => {
  it('weighs 5 of 200 wrong codes and refuses the right one sent last in the same burst', async () => {
    const user = await createUser(ctx.db);
    expect((await send(user.email)).statusCode).toBe(200);
    const right = lastCode(ctx.dataDir, user.email);
    const guesses = [...wrongCodes(right, 200), right];

    const responses = await Promise.all(guesses.map((code) => check(user.email, code)));
    const wrong = responses.slice(0, -1);
    const succeeded = wrong.filter((response) => response.statusCode === 200).length;
    expect(succeeded, 'concurrent guesses that succeed').toBe(0);
    expect(wrong.every((response) => response.statusCode === 422)).toBe(true);
    // Exactly five tries were weighed: four answered as wrong, the fifth and every later one as over the limit.
    expect(wrong.filter((response) => response.json().errors.code[0] === invalid)).toHaveLength(4);
    expect(wrong.filter((response) => response.json().errors.code[0] === tooManyTries)).toHaveLength(196);
    const last = responses[responses.length - 1];
    expect(last.statusCode).toBe(422);
    expect(last.json().errors).toEqual({ code: [tooManyTries] });

    const [row] = await codeRows(user.email);
    expect(row).toMatchObject({ attempts: 5, usedAt: null });
    // After the burst, the right code is still refused: only a new code helps.
    expect((await check(user.email, right)).json().errors).toEqual({ code: [tooManyTries] });
  }, 90_000); // 201 requests: the embedded database runs them one by one, slowly on a busy machine

  it('lets the right code in once when it races its own copies', async () => {
    const user = await createUser(ctx.db);
    await send(user.email);
    const right = lastCode(ctx.dataDir, user.email);
    const responses = await Promise.all(Array.from({ length: 50 }, () => check(user.email, right)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(49);
  });
});

describe('the daily limit of wrong tries per email', () => {
  it('stops at 20 wrong tries across codes, a burst included, then refuses even the right code until a day passes', async () => {
    const user = await createUser(ctx.db);
    // Four codes with four wrong tries each: 16, each code still under its own limit of 5.
    for (let round = 0; round < 4; round++) {
      expect((await send(user.email)).statusCode).toBe(200);
      const right = lastCode(ctx.dataDir, user.email);
      for (const code of wrongCodes(right, 4))
        expect((await check(user.email, code)).json().errors).toEqual({ code: [invalid] });
    }
    ctx.clock.advance(15 * 60_000); // past the per-email send window
    expect((await send(user.email)).statusCode).toBe(200);
    const right = lastCode(ctx.dataDir, user.email);

    const responses = await Promise.all(wrongCodes(right, 100).map((code) => check(user.email, code)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(0);
    // Four more were weighed (16 + 4 = 20); the rest met the daily limit.
    expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(4);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(96);
    expect(refused[0].json()).toEqual({ message: tooMany });
    const rows = await codeRows(user.email);
    expect(rows.reduce((total, row) => total + row.attempts, 0)).toBe(20);

    // The right code of a live code with tries left is refused too, and so is a new code's.
    const late = await check(user.email, right);
    expect(late.statusCode).toBe(429);
    expect(late.json()).toEqual({ message: tooMany });
    ctx.clock.advance(15 * 60_000);
    await send(user.email);
    expect((await check(user.email, lastCode(ctx.dataDir, user.email))).statusCode).toBe(429);

    // A day after those codes were sent, the email may try again.
    ctx.clock.advance(24 * 60 * 60_000);
    await send(user.email);
    expect((await check(user.email, lastCode(ctx.dataDir, user.email))).statusCode).toBe(200);
  }, 90_000);
});
