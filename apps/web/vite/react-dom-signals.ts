// React DOM makes five Error objects when its code is evaluated: not errors but signals it throws to itself (a render
// suspended, a hydration mismatch) and compares by identity. Making an Error records the stack it was made on, and
// under DevTools (Lighthouse's runs, any profile) that stack gets its line numbers at once: the engine parses again
// every function on it, here React DOM's whole body and the app's whole bundle, 300-600 ms at 4x CPU in one task
// (decision 039). The build makes the five as objects of Error's prototype with the same message and no stack: React
// only throws them and compares them. A phone without DevTools never paid the parse; the build fails if React's code
// changes so that one of the five is not found, rather than silently losing it.
import type { Plugin } from 'vite';

const file = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
export const signals = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;
const helper = 'vitrinaStacklessSignal';

/** React DOM's client code with the five signals made without a stack; throws when one is not where it was. */
export function stacklessSignals(code: string): string {
  let found = 0;
  const pattern = new RegExp(`\\b(${signals.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');
  const replaced = code.replace(pattern, (_, name: string, message: string) => {
    found += 1;
    return `${name} = ${helper}(${message})`;
  });
  if (found !== signals.length)
    throw new Error(`react-dom-signals: se esperaban ${signals.length} señales en React DOM y se encontraron ${found}`);
  // A function declaration: hoisted, so it exists before the first signal is made.
  return `${replaced}\nfunction ${helper}(message) { var signal = Object.create(Error.prototype); signal.message = message; return signal; }\n`;
}

export function reactDomSignals(): Plugin {
  return {
    name: 'vitrina-react-dom-signals',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      return { code: stacklessSignals(code), map: null };
    },
  };
}
