import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mantineStableIds } from '../../vite/mantine-stable-ids';
import { useId } from './mantine-use-id';

const resolve = (source: string, importer?: string) => {
  const hook = mantineStableIds().resolveId as (source: string, importer?: string) => string | null;
  return hook(source, importer);
};

describe("Mantine's useId in the build", () => {
  it("is the app's own where @mantine/hooks names it, and nothing else changes", () => {
    expect(resolve('./use-id/use-id.mjs', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toMatch(
      /src[\\/]lib[\\/]mantine-use-id\.ts$/,
    );
    expect(resolve('./use-id/use-id.mjs', '/app/src/lib/something.ts')).toBeNull();
    expect(resolve('./use-focus-trap/use-focus-trap.mjs', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toBeNull();
  });
});

describe('the ids Mantine gets', () => {
  function Field({ id }: { id?: string }) {
    return <label htmlFor={useId(id)}>Buscar</label>;
  }

  it("are React's, with Mantine's prefix, and a given id is kept", () => {
    expect(renderToString(<Field />)).toMatch(/^<label for="mantine-[^"]+">Buscar<\/label>$/);
    expect(renderToString(<Field id="consulta" />)).toBe('<label for="consulta">Buscar</label>');
  });
});
