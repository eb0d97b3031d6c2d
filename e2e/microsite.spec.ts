import { chromium, expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { foundingAdmin, signInContext } from './support/accounts';
import { topTitle } from './support/deck';
import { auth } from './support/groups';
import { sellerWithFlats } from './support/listings';
import { snap } from './support/screenshot';

// The texts of packages/shared/src/microsites.ts (micrositeMessages) this flow meets, letter for letter.
const texts = {
  created: 'Micrositio cargado correctamente.',
  updated: 'Micrositio actualizado correctamente.',
  logoNotImage: 'El logo debe ser una imagen',
  usersRequired: 'Elige al menos un usuario.',
  wholeSite: 'En todo el sitio',
  suspendedTitle: 'Este sitio está suspendido',
  suspendedText: 'El sitio no está disponible por el momento.',
};

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Chooses a file for the button that opens the file dialog. */
async function upload(page: Page, button: string, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/**
 * Taps a one-tap answer of the filter wizard once its step has opened and settled (the wizard scrolls a step that
 * opens into view 300 ms later; a tap racing that scroll would land on whatever moved under it).
 */
async function answer(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  await page.waitForTimeout(800);
  await button.click();
}

/** The builder's wizard: flats on sale, the filter every search of this flow uses. */
async function flatsOnSale(page: Page): Promise<void> {
  await answer(page, 'Inmueble');
  await answer(page, 'Departamento');
  await answer(page, 'Venta');
  await expect(page.getByText('Departamento en venta').first()).toBeVisible();
}

/** Every card the open search holds for this visitor, as the deck asks for them on the site's own host. */
async function deckTitles(page: Page): Promise<string[]> {
  const uuid = new URL(page.url()).pathname.split('/').pop()!;
  const cards = await page.evaluate(async (id) => {
    const response = await fetch(`/api/search/${id}/results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ except: [] }),
    });
    return (await response.json()) as { title: string }[];
  }, uuid);
  return cards.map((card) => card.title).sort();
}

test("an administrator creates a microsite; its host shows the brand, its users' listings and a search scoped to them, until it is suspended", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const stamp = Date.now() % 1e6;
  const host = `palermo-${project}-${stamp}.vitrina.test`;
  const siteName = `Palermo Hogares ${project} ${stamp}`;
  const description = 'Departamentos en venta en Palermo, elegidos por dos inmobiliarias del barrio.';

  // Two sellers told apart by their names and their listings' titles; the second is the site's default.
  const lagos = await sellerWithFlats(request, `microsite-${project}`, {
    name: 'Lucía Lagos',
    slug: 'lagos-propiedades',
    titleSuffix: 'con balcón',
  });
  const ibarra = await sellerWithFlats(request, `microsite-${project}`, {
    name: 'Tomás Ibarra',
    slug: 'ibarra-inmuebles',
    titleSuffix: 'a estrenar',
  });
  const admin = await foundingAdmin(request, `admin-microsites-${project}@vitrina.test`);

  // The administrator creates the microsite from the user menu's 'Administración'.
  const adminContext = await browser.newContext({ ...testInfo.project.use });
  await signInContext(adminContext, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/');
  await adminPage
    .getByTestId('app-header')
    .getByRole('button', { name: /Mariana/ })
    .click();
  await expect(adminPage.getByText('Administración')).toBeVisible();
  await adminPage.getByRole('menuitem', { name: 'Micrositios' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/microsite\/index$/);
  await expect(adminPage.getByRole('heading', { name: 'Micrositios', level: 1 })).toBeVisible();
  await adminPage.getByRole('link', { name: 'Nuevo micrositio' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/microsite\/create$/);
  await expect(adminPage.getByRole('heading', { name: 'Nuevo micrositio', level: 1 })).toBeVisible();

  await adminPage.getByRole('textbox', { name: 'Nombre' }).fill(siteName);
  await adminPage.getByRole('textbox', { name: 'Host' }).fill(host);
  await adminPage.getByRole('textbox', { name: 'Descripción' }).fill(description);
  await adminPage.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Activo' });
  // A dark header with light text.
  const headerColor = adminPage.getByRole('textbox', { name: 'Fondo del encabezado' });
  await headerColor.fill('#1f1646');
  await headerColor.press('Escape');
  await adminPage.getByText('Claro', { exact: true }).click();
  await expect(adminPage.getByText(/cuesta leerse/)).toHaveCount(0);

  // Logos: a PDF is refused; the main and secondary logos are taken as they are, the square one cropped.
  await upload(adminPage, 'Subir imagen: Logo principal', fixture('not-an-image.pdf'));
  await expect(adminPage.getByRole('alert').filter({ hasText: texts.logoNotImage })).toBeVisible();
  await upload(adminPage, 'Subir imagen: Logo principal', fixture('group-logo.png'));
  await expect(adminPage.getByText(texts.logoNotImage)).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: 'Cambiar: Logo principal' })).toBeVisible();
  await upload(adminPage, 'Subir imagen: Logo secundario', fixture('living-room.jpg'));
  await expect(adminPage.getByRole('button', { name: 'Cambiar: Logo secundario' })).toBeVisible();
  await upload(adminPage, 'Subir imagen: Logo cuadrado', fixture('group-logo.png'));
  const cropper = adminPage.getByRole('dialog', { name: 'Recortar imagen' });
  await expect(cropper.getByRole('button', { name: 'Aceptar' })).toBeEnabled();
  await cropper.getByRole('button', { name: 'Aceptar' }).click();
  await expect(cropper).toBeHidden();
  await expect(adminPage.getByRole('button', { name: 'Cambiar: Logo cuadrado' })).toBeVisible();

  // Sent from the top of the form with nobody chosen yet: the first message says so in a toast, and the users' field,
  // far below, is scrolled into view and focused.
  const picker = adminPage.getByRole('textbox', { name: 'Agregar usuario' });
  await adminPage.evaluate(() => window.scrollTo(0, 0));
  await expect(picker).not.toBeInViewport();
  await adminPage.getByRole('textbox', { name: 'Nombre' }).press('Enter');
  const toast = adminPage.getByRole('alert').filter({ hasText: texts.usersRequired });
  await expect(toast).toBeVisible();
  await expect(picker).toBeFocused();
  await expect(picker).toBeInViewport();
  // A pointer over a toast holds it, so the picture shows it beside the field however long the machine takes.
  await toast.hover();
  await snap(adminPage, testInfo, 'microsite-admin-no-users');

  // The users, found by their email; the first one added is the default until the second is marked.
  for (const seller of [lagos, ibarra]) {
    // In the middle of the screen, so the list of matches opens below the box with room to show them.
    await picker.evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await picker.fill(seller.seller.email);
    await adminPage.getByRole('option').filter({ hasText: seller.seller.email }).click();
    await expect(adminPage.getByRole('radio', { name: `${seller.seller.name} por defecto` })).toBeVisible();
  }
  await expect(adminPage.getByRole('radio', { name: 'Lucía Lagos por defecto' })).toBeChecked();
  await adminPage.getByRole('radio', { name: 'Tomás Ibarra por defecto' }).check();
  await expect(adminPage.getByRole('radio', { name: 'Tomás Ibarra por defecto' })).toBeChecked();
  await snap(adminPage, testInfo, 'microsite-admin-create');

  await adminPage.getByRole('button', { name: 'Crear micrositio' }).click();
  await expect(adminPage.getByText(texts.created)).toBeVisible({ timeout: 15_000 });
  await expect(adminPage).toHaveURL(/\/admin\/microsite\/\d+$/);
  const micrositeId = Number(new URL(adminPage.url()).pathname.split('/').pop());
  await expect(adminPage.getByRole('heading', { name: siteName, level: 1 })).toBeVisible();
  await expect(adminPage.getByText('Activo').first()).toBeVisible();
  await expect(adminPage.getByText('Creó el micrositio').first()).toBeVisible();
  await snap(adminPage, testInfo, 'microsite-admin-show');

  const saved = await request.get(`/api/admin/microsite/${micrositeId}`, { headers: auth(admin) });
  expect(saved.status(), await saved.text()).toBe(200);
  const microsite = (await saved.json()) as {
    host: string;
    logo_main_url: string | null;
    logo_secondary_url: string | null;
    logo_square_url: string | null;
    users: { id: number; pivot: { default: boolean } }[];
  };
  expect(microsite.host).toBe(host);
  expect(microsite.logo_main_url).not.toBeNull();
  expect(microsite.logo_secondary_url).not.toBeNull();
  expect(microsite.logo_square_url).not.toBeNull();
  expect(microsite.users.find((user) => user.pivot.default)?.id).toBe(ibarra.userId);

  // A visitor on the microsite's host. Chromium maps the test host names to this machine; the origin counts as
  // secure, as a microsite served over HTTPS would be (the builder names a new search with crypto.randomUUID).
  const origin = `http://${host}:${new URL(testInfo.project.use.baseURL!).port}`;
  const launchOptions = testInfo.project.use.launchOptions ?? {};
  const siteBrowser = await chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--host-resolver-rules=MAP *.vitrina.test 127.0.0.1',
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ],
  });
  try {
    const siteContext = await siteBrowser.newContext({
      ...testInfo.project.use,
      baseURL: origin,
      // A returning visitor's browser runs the app's service worker (checked below).
      serviceWorkers: 'allow',
    });
    // The swipe guide was seen already (it has its own component tests).
    await siteContext.addCookies([{ name: 'guide-search', value: '1', url: origin }]);
    const site = await siteContext.newPage();
    // Every file of the brand the page asks for (logos, icons): each must come from the site's own host.
    const brandFiles: string[] = [];
    site.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/uploads/microsites/')) brandFiles.push(sent.url());
    });

    // The platform's home is the microsite's: its name, icons, logos, description and users, all on its host.
    await site.goto('/');
    await expect(site).toHaveURL(`${origin}/microsite`);
    await expect(site.getByRole('heading', { name: siteName, level: 1 })).toBeVisible();
    await expect(site).toHaveTitle(siteName);
    const onSite = (url: string) => new URL(url).pathname;
    await expect(site.locator('link[rel="icon"]')).toHaveAttribute('href', onSite(microsite.logo_square_url!));
    await expect(site.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      /^\/uploads\/microsites\/square-[0-9a-f]+-192\.png$/,
    );
    await expect(site.getByTestId('app-header').getByRole('img', { name: siteName })).toHaveAttribute(
      'src',
      onSite(microsite.logo_main_url!),
    );
    await expect(site.getByText(description)).toBeVisible();
    await expect(site.getByRole('button', { name: 'Volver' })).toHaveCount(0);
    const manifest = await site.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest.name).toBe(siteName);
    const icons = (manifest.icons as { src: string }[]).map((icon) => new URL(icon.src, origin));
    expect(icons.map((icon) => icon.origin)).toEqual([origin, origin]);
    for (const icon of icons) {
      const status = await site.evaluate(async (url) => (await fetch(url)).status, icon.href);
      expect(status, icon.href).toBe(200);
    }
    expect(brandFiles.length).toBeGreaterThan(0);
    expect(brandFiles.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);

    await expect(site.getByRole('heading', { name: 'Quiénes publican' })).toBeVisible();
    const users = site.getByRole('article');
    await expect(users).toHaveCount(2);
    await expect(users.nth(0)).toHaveAccessibleName('Tomás Ibarra');
    await expect(users.nth(1)).toHaveAccessibleName('Lucía Lagos');
    for (const [seller, other] of [
      [ibarra, lagos],
      [lagos, ibarra],
    ] as const) {
      const card = site.getByRole('article', { name: seller.seller.name });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText('5 publicaciones')).toBeVisible();
      await expect(card.getByRole('link', { name: `Ver ${seller.titles[4]}` }).first()).toBeVisible({
        timeout: 15_000,
      });
      for (const title of other.titles) await expect(card.getByRole('link', { name: `Ver ${title}` })).toHaveCount(0);
    }
    await site.evaluate(() => window.scrollTo(0, 0));
    await snap(site, testInfo, 'microsite-home');

    // 'Buscar': the site's builder, over the whole site with a switcher for its two users.
    await site.getByRole('main').getByRole('link', { name: 'Buscar', exact: true }).click();
    await expect(site).toHaveURL(`${origin}/microsite/search`);
    await expect(site.getByRole('heading', { name: 'Nueva búsqueda', level: 1 })).toBeVisible();
    const switcher = site.getByRole('radiogroup', { name: 'Dónde buscar' });
    await expect(switcher.getByRole('radio')).toHaveCount(3);
    await expect(switcher.getByRole('radio', { name: texts.wholeSite })).toBeChecked();
    await expect(switcher.getByText('Tomás Ibarra', { exact: true })).toBeVisible();
    await expect(switcher.getByText('Lucía Lagos', { exact: true })).toBeVisible();
    // The header's line and the switcher's first chip.
    await expect(site.getByRole('main').getByText(texts.wholeSite, { exact: true })).toHaveCount(2);
    await flatsOnSale(site);
    await site.evaluate(() => window.scrollTo(0, 0));
    await snap(site, testInfo, 'microsite-search-builder');
    await site.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(site).toHaveURL(/\/search\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    const everyTitle = [...lagos.titles, ...ibarra.titles].sort();
    expect(everyTitle).toContain(await topTitle(site));
    expect(await deckTitles(site)).toEqual(everyTitle);

    // Back in the builder, one of the users: only their listings.
    await site.goBack();
    await expect(site).toHaveURL(`${origin}/microsite/search`);
    await switcher.getByText('Lucía Lagos', { exact: true }).click();
    await expect(switcher.getByRole('radio', { name: 'Lucía Lagos' })).toBeChecked();
    await expect(site.getByRole('main').getByText(/Buscando en\s*Lucía Lagos/)).toBeVisible();
    await flatsOnSale(site);
    await site.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(site).toHaveURL(/\/search\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    expect(lagos.titles).toContain(await topTitle(site));
    expect(await deckTitles(site)).toEqual([...lagos.titles].sort());

    // The header's logo leads home, where there is no 'Volver' even after browsing.
    await site.getByTestId('app-header').getByRole('link').first().click();
    await expect(site).toHaveURL(`${origin}/microsite`);
    await expect(site.getByRole('heading', { name: siteName, level: 1 })).toBeVisible();
    await expect(site.getByRole('button', { name: 'Volver' })).toHaveCount(0);

    // The platform's search and a user's store are not the microsite's: both lead to its home.
    await site.goto('/search');
    await expect(site).toHaveURL(`${origin}/microsite`);
    await site.goto(`/${lagos.slug}`);
    await expect(site).toHaveURL(`${origin}/microsite`);
    await expect(site.getByRole('heading', { name: siteName, level: 1 })).toBeVisible();

    // By now the app's service worker runs the page, as it would for a returning visitor: the manifest is still the
    // microsite's, and once the administrator suspends the site the host answers its status page, not the app kept
    // by the worker.
    await expect.poll(() => site.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const kept = await site.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(kept.name).toBe(siteName);
    // Offline, the worker still opens the app it keeps.
    await siteContext.setOffline(true);
    await site.goto('/microsite');
    const network = await site.evaluate(() =>
      fetch('/api/health').then(
        () => 'en línea',
        () => 'sin conexión',
      ),
    );
    expect(network).toBe('sin conexión');
    await expect(site.getByTestId('app-header')).toBeVisible();
    await expect(site).toHaveTitle(siteName);
    await siteContext.setOffline(false);

    await adminPage.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Suspendido' });
    await adminPage.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(adminPage.getByText(texts.updated)).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(
        async () => {
          await site.goto('/');
          return site.title();
        },
        { message: 'la página del sitio suspendido', timeout: 15_000 },
      )
      .toBe(texts.suspendedTitle);
    await expect(site.getByRole('heading', { name: texts.suspendedTitle, level: 1 })).toBeVisible();
    await expect(site.getByText(texts.suspendedText)).toBeVisible();
    await snap(site, testInfo, 'microsite-suspended');
    await siteContext.close();
  } finally {
    await siteBrowser.close();
  }
  await adminContext.close();
});
