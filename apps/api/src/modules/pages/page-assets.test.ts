import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageAssetTags, readBuildManifest, withAssetTags, type BuildManifest } from './page-assets';

// The shape Vite writes (dist/.vite/manifest.json): the entry, a page loaded lazily and the chunks it shares.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, css: ['assets/index-b2.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-c3.js' },
  'src/deck.tsx': {
    file: 'assets/deck-d4.js',
    imports: ['index.html', '_card.js', '_icons.js'],
    css: ['assets/deck-e5.css'],
  },
  '_card.js': { file: 'assets/card-f6.js', imports: ['_icons.js', 'index.html'], css: ['assets/card-g7.css'] },
  '_icons.js': { file: 'assets/icons-h8.js', css: ['assets/card-g7.css'] },
};

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe("a rendered page's code and stylesheets", () => {
  it("names each stylesheet once, then each chunk the page's code imports, but not the entry's", () => {
    expect(pageAssetTags(manifest, 'src/deck.tsx')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/deck-e5.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/card-g7.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/deck-d4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-f6.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/icons-h8.js">',
    );
  });

  it('names nothing for a module the build does not know', () => {
    expect(pageAssetTags(manifest, 'src/elsewhere.tsx')).toBe('');
    expect(withAssetTags('<head></head>', '')).toBe('<head></head>');
  });

  it('goes at the end of the head', () => {
    expect(withAssetTags('<html><head><title>V</title></head><body></body></html>', '<link rel="x">')).toBe(
      '<html><head><title>V</title><link rel="x"></head><body></body></html>',
    );
  });

  it("reads the build's manifest, or none without one", () => {
    folder = mkdtempSync(join(tmpdir(), 'vitrina-page-assets-'));
    expect(readBuildManifest(folder)).toBeNull();
    mkdirSync(join(folder, '.vite'));
    writeFileSync(join(folder, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(readBuildManifest(folder)).toEqual(manifest);
  });
});
