// The web suite's files share one window per worker (isolate: false): what a file leaves in it (cookies, the address,
// the document's head and root attributes, the query library's online and focus state, globals it added) is put back
// as the first file found it, so every file starts as in a new tab. The app's own modules are evaluated again per file
// (the setup resets them); the libraries stay loaded, which is where the time was.
import { focusManager, onlineManager } from '@tanstack/react-query';

type Snapshot = {
  head: string;
  rootAttributes: [string, string][];
  bodyAttributes: [string, string][];
  globals: Set<string>;
};

const key = Symbol.for('vitrina.test.pristineWindow');
const holder = globalThis as typeof globalThis & { [key]?: Snapshot };

const attributes = (element: Element): [string, string][] =>
  Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]);

// Taken when the first file of the worker imports this module, before any test ran.
holder[key] ??= {
  head: document.head.innerHTML,
  rootAttributes: attributes(document.documentElement),
  bodyAttributes: attributes(document.body),
  globals: new Set(Object.getOwnPropertyNames(globalThis)),
};

function restoreAttributes(element: Element, wanted: [string, string][]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of wanted) element.setAttribute(name, value);
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Puts the shared window back as the worker's first file found it. */
export function freshWindow(): void {
  const pristine = holder[key]!;
  clearCookies();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.innerHTML = pristine.head;
  restoreAttributes(document.documentElement, pristine.rootAttributes);
  restoreAttributes(document.body, pristine.bodyAttributes);
  document.body.replaceChildren();
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (!pristine.globals.has(name)) Reflect.deleteProperty(globalThis, name);
  }
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
}
