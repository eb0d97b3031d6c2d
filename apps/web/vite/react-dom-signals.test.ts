import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signals, stacklessSignals } from './react-dom-signals';

// The React DOM the app is built with, as the build reads it.
const reactDom = join(
  dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);

describe('React DOM signals without a stack', () => {
  it('makes each of the five signals without Error, with its message, and leaves every other Error alone', () => {
    const code = readFileSync(reactDom, 'utf8');
    const built = stacklessSignals(code);
    for (const name of signals) {
      expect(built).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(built).toMatch(new RegExp(`\\b${name} = vitrinaStacklessSignal\\(formatProdErrorMessage\\(\\d+\\)\\)`));
    }
    const errorsBefore = code.match(/\bError\(/g)?.length ?? 0;
    expect(built.match(/\bError\(/g)?.length).toBe(errorsBefore - signals.length);
  });

  it('gives objects React can throw and compare: Errors by prototype, with the message, and no stack', () => {
    const built = stacklessSignals(
      signals.map((name, at) => `var ${name} = Error(formatProdErrorMessage(${460 + at}));`).join('\n') +
        `\nfunction formatProdErrorMessage(code) { return 'Minified React error #' + code; }` +
        `\nmodule.exports = { ${signals.join(', ')} };`,
    );
    const module = { exports: {} as Record<string, Error> };
    new Function('module', built)(module);
    const made = module.exports.SuspenseException!;
    expect(made).toBeInstanceOf(Error);
    expect(made.message).toBe('Minified React error #461');
    expect(made.stack).toBeUndefined();
    expect(module.exports.HydrationMismatchException).not.toBe(made);
  });

  it('fails the build when React DOM no longer makes one of them the same way', () => {
    const code = readFileSync(reactDom, 'utf8').replace('SuspenseException = Error(', 'SuspenseException = new Error(');
    expect(() => stacklessSignals(code)).toThrow('se esperaban 5 señales en React DOM y se encontraron 4');
  });
});
