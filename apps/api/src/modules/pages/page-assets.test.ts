import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineStyles, pageStylesheets, readBuildManifest, withAssetTags, type BuildManifest } from './page-assets';

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
  '_icons.js': { file: 'assets/icons-h8.js', css: ['assets/card-g7.css', 'assets/index-b2.css'] },
};

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe("a rendered page's stylesheets", () => {
  it("are its code's and its chunks', each once, in import order, without the entry's", () => {
    expect(pageStylesheets(manifest, 'src/deck.tsx')).toEqual(['assets/deck-e5.css', 'assets/card-g7.css']);
    expect(pageStylesheets(manifest, 'src/elsewhere.tsx')).toEqual([]);
  });

  it('go inline, marked with their file, each named by a disabled link, and no text in them closes the element', () => {
    const css: Record<string, string> = {
      'assets/a.css': '.a{color:red}',
      'assets/b.css': '.b::after{content:"</style>"}',
    };
    expect(inlineStyles(['assets/a.css', 'assets/b.css'], (file) => css[file])).toBe(
      '<style data-href="/assets/a.css">.a{color:red}</style><link rel="stylesheet" href="/assets/a.css" disabled>' +
        '<style data-href="/assets/b.css">.b::after{content:"<\\/style>"}</style>' +
        '<link rel="stylesheet" href="/assets/b.css" disabled>',
    );
  });

  it('go at the end of the head, and nothing changes without them', () => {
    expect(withAssetTags('<html><head><title>V</title></head><body></body></html>', '<style>.a{}</style>')).toBe(
      '<html><head><title>V</title><style>.a{}</style></head><body></body></html>',
    );
    expect(withAssetTags('<head></head>', '')).toBe('<head></head>');
  });

  it("are read from the build's manifest, or none without one", () => {
    folder = mkdtempSync(join(tmpdir(), 'vitrina-page-assets-'));
    expect(readBuildManifest(folder)).toBeNull();
    mkdirSync(join(folder, '.vite'));
    writeFileSync(join(folder, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(readBuildManifest(folder)).toEqual(manifest);
  });
});
