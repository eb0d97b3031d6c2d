import { describe, expect, it } from 'vitest';
import { parseSeedArguments } from './seed-arguments';

describe('npm run seed options', () => {
  it('takes the number of listings to top up to, as a separate or inline value', () => {
    expect(parseSeedArguments([])).toEqual({});
    expect(parseSeedArguments(['--publications', '1000000'])).toEqual({ publications: 1_000_000 });
    expect(parseSeedArguments(['--publications=1_000_000'])).toEqual({ publications: 1_000_000 });
    expect(parseSeedArguments(['--publications', '0'])).toEqual({ publications: 0 });
  });

  it('refuses anything else with the usage in Spanish', () => {
    for (const args of [
      ['--publications'],
      ['--publications', 'mil'],
      ['--publications=-5'],
      ['--publications', '1.5'],
      ['--usuarios', '3'],
      ['100'],
    ]) {
      const parsed = parseSeedArguments(args);
      expect('error' in parsed && parsed.error, args.join(' ')).toMatch(/Uso: npm run seed \[-- --publications N\]$/);
    }
  });
});
