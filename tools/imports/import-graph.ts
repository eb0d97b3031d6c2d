// The project's import graph as its files write it, type-only imports included (the lint's cycle rule leaves those
// out): every relative `import … from` and `export … from` of a source file, resolved to the file it names.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const source = /\.tsx?$/;
const skipped = new Set(['node_modules', 'dist', 'dist-server', 'lint-fixtures']);
const relativeImport = /^\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/gm;

function sourceFiles(folder: string, into: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (!skipped.has(name)) sourceFiles(path, into);
    } else if (source.test(name)) into.push(resolve(path));
  }
  return into;
}

function resolved(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Each file below `folders` and the files it imports. */
export function importGraph(folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => sourceFiles(folder))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(relativeImport)].map((match) => resolved(file, match[1]));
    graph.set(
      file,
      targets.filter((target): target is string => target !== null),
    );
  }
  return graph;
}

/** The groups of files that import each other, directly or around a loop (Tarjan's strongly connected components). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
