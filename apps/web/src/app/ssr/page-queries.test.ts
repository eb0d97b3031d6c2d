import { describe, expect, it } from 'vitest';
import routes from '../page-routes.tsx?raw';
import { pageModule } from './page-queries';

// Every page module of the app (each named *-page.tsx), by its path from apps/web (the build's manifest names them the same way).
const pages = Object.keys(import.meta.glob('/src/features/**/*-page.tsx')).map((path) => path.slice(1));

describe("the code of the pages the server renders, as the build's manifest names it", () => {
  it.each([
    ['/', 'src/features/home/pages/home-page.tsx'],
    ['/search/0b6c6a52-9a0e-4c1e-8d55-7a1f3f3b2c11', 'src/features/searches/deck/search-results-page.tsx'],
    ['/publication/42', 'src/features/publication-page/pages/publication-page.tsx'],
    ['/carolina-propiedades', 'src/features/store/pages/store-page.tsx'],
  ])('%s is %s, a module the routes load', (pathname, module) => {
    expect(pageModule(pathname)).toBe(module);
    expect(pages).toContain(module);
    expect(routes).toContain(`import('@/${module.slice('src/'.length, -'.tsx'.length)}')`);
  });

  it('is none for a page the server does not render', () => {
    expect(pageModule('/account/setting')).toBeNull();
    expect(pageModule('/legal/terms')).toBeNull();
    expect(pageModule('/admin')).toBeNull();
  });
});
