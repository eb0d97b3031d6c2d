// Multipart forms name nested fields with brackets, as browsers and PHP-era clients do: `address[title]`,
// `extras[areas][total]`, `extras[tags][]` (a list), `extras[stock][0][color]` (a list of objects). This folds
// the flat fields @fastify/multipart hands over (a repeated name arrives as an array) into the nested object a
// zod schema validates. Values are kept as they came (text or file bytes); the schema converts them.
//
// Rules: `[]` appends; numeric segments index a list (compacted in index order, so `[5]` alone is the first
// item); a container whose keys are not all indexes is an object. When two fields disagree on a name's shape
// (`a=1` and `a[b]=2`), the first one wins. Names touching the prototype chain and names nested deeper than
// `maxDepth` are dropped.

type Leaf = unknown;
type Branch = { kind: 'branch'; children: Map<string, Node>; nextIndex: number };
type Node = { kind: 'leaf'; value: Leaf } | Branch;

const maxDepth = 8;
// Four digits: far more items than any list a form sends, and a `[999999999]` cannot size anything.
const indexPattern = /^(0|[1-9]\d{0,3})$/;
const forbiddenSegments = new Set(['__proto__', 'prototype', 'constructor']);
const namePattern = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

/** `extras[stock][0][color]` -> ['extras', 'stock', '0', 'color']; `tags[]` -> ['tags', '']; null when malformed. */
export function splitFieldName(name: string): string[] | null {
  const match = namePattern.exec(name);
  if (!match) return null;
  const rest = match[2] ? match[2].slice(1, -1).split('][') : [];
  return [match[1], ...rest];
}

function branch(): Branch {
  return { kind: 'branch', children: new Map(), nextIndex: 0 };
}

function noteIndex(node: Branch, key: string) {
  if (indexPattern.test(key)) node.nextIndex = Math.max(node.nextIndex, Number(key) + 1);
}

function place(root: Branch, path: string[], value: Leaf) {
  let node = root;
  for (let i = 0; i < path.length; i++) {
    const last = i === path.length - 1;
    let key = path[i];
    if (key === '') key = String(node.nextIndex);
    const existing = node.children.get(key);
    if (last) {
      if (existing) return; // the first field of a name wins
      node.children.set(key, { kind: 'leaf', value });
      noteIndex(node, key);
      return;
    }
    if (existing?.kind === 'leaf') return;
    let next = existing;
    if (!next) {
      next = branch();
      node.children.set(key, next);
      noteIndex(node, key);
    }
    node = next;
  }
}

function toValue(node: Node): unknown {
  if (node.kind === 'leaf') return node.value;
  const keys = [...node.children.keys()];
  if (keys.length > 0 && keys.every((key) => indexPattern.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => toValue(node.children.get(key)!));
  }
  const result: Record<string, unknown> = {};
  for (const key of keys) result[key] = toValue(node.children.get(key)!);
  return result;
}

/** Folds bracket-named fields into nested objects and lists; plain names pass through unchanged. */
export function foldFormFields(fields: Record<string, unknown>): Record<string, unknown> {
  const root = branch();
  for (const [name, raw] of Object.entries(fields)) {
    const path = splitFieldName(name);
    if (!path || path.length > maxDepth || path.some((segment) => forbiddenSegments.has(segment))) continue;
    // A repeated name arrives as an array: with `[]` each value is one more item, without it the array is the value.
    if (path[path.length - 1] === '' && Array.isArray(raw)) for (const item of raw) place(root, path, item);
    else place(root, path, raw);
  }
  // The form itself is always an object, even when every name is a number.
  const result: Record<string, unknown> = {};
  for (const [key, node] of root.children) result[key] = toValue(node);
  return result;
}
