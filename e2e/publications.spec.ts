import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signInContext, signUpByApi } from './support/accounts';
import { startFeedServer } from './support/feed-server';
import { auth, groupOfTwo } from './support/groups';
import { uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

const livingRoom = fileURLToPath(new URL('./fixtures/living-room.jpg', import.meta.url));
const balcony = fileURLToPath(new URL('./fixtures/balcony.jpg', import.meta.url));

async function rowMenu(page: Page, title: string, item: string) {
  await page.getByRole('button', { name: `Opciones de ${title}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a listing with two images and an address, reordered, prioritised, seen by a group member with its detail and lightbox', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const ana = await signUpByApi(request, 'Ana Pereyra', uniqueEmail(`ana-pub-${project}`));
  const bruno = await signUpByApi(request, 'Bruno Medina', uniqueEmail(`bruno-pub-${project}`));
  const groupName = `Equipo Palermo ${project}-${Date.now() % 100000}`;
  const groupId = await groupOfTwo(request, ana, bruno, groupName);
  const title = `Departamento 3 ambientes con balcón ${project}`;

  const anaContext = await browser.newContext();
  await signInContext(anaContext, ana);
  const page = await anaContext.newPage();
  await page.goto('/account/publication/index');
  await expect(page.getByRole('heading', { name: 'Listado de publicaciones' })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva' }).click();
  await expect(page).toHaveURL(/\/account\/publication\/create/);

  // A category of the other type cannot be picked: the categories follow the type.
  await page.getByLabel('Tipo').selectOption('property');
  await expect(page.getByLabel('Categoría').locator('option', { hasText: 'Remeras' })).toHaveCount(0);
  await page.getByLabel('Categoría').selectOption('departamento');
  await page.getByLabel('Título').fill(title);
  await page
    .getByLabel('Descripción')
    .fill('Luminoso, con balcón al frente y cocina integrada.\nA dos cuadras de Plaza Güemes.');
  await page.getByLabel('Operación').selectOption('venta');
  await page.getByLabel('Moneda').selectOption('USD');
  await page.getByLabel('Precio', { exact: true }).fill('185000');
  await page.getByLabel('Ambientes').fill('3');
  await page.getByLabel('Dormitorios').fill('2');
  // Typed as people here write decimals.
  await page.getByLabel('Superficie total (m²)').fill('72,5');

  // Two images, then the second one moved first.
  await page.getByLabel('Imágenes', { exact: true }).setInputFiles([livingRoom, balcony]);
  await expect(page.getByRole('button', { name: 'Quitar imagen 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Mover imagen 2 a la izquierda' }).click();

  // The address from the embedded gazetteer, confirmed on a map.
  await page.getByLabel('Dirección', { exact: true }).fill('Palerm');
  await page
    .getByRole('option', { name: /^Palermo, Ciudad Autónoma de Buenos Aires/ })
    .first()
    .click();
  await expect(page.locator('.leaflet-container').first()).toBeVisible();
  // A street address no provider knows is kept as typed; its map opens on the barrio it names.
  await page.getByLabel('Dirección', { exact: true }).fill('Gurruchaga 1650, Palermo');
  await page.getByRole('option', { name: 'Usar «Gurruchaga 1650, Palermo»' }).click();
  await expect(page.getByRole('region', { name: 'Mapa de Gurruchaga 1650, Palermo' })).toBeVisible();
  await expect(page.getByLabel('Dirección', { exact: true })).toHaveValue('Gurruchaga 1650, Palermo');
  await snap(page, testInfo, 'publication-form');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Publicación cargada correctamente.')).toBeVisible({ timeout: 20_000 });

  // The order is the one chosen: the portrait balcony (600 x 800) is first now.
  const mine = await (
    await request.get('/api/account/publication?search=' + encodeURIComponent(title), { headers: auth(ana) })
  ).json();
  const listing = mine.data[0] as {
    id: number;
    medias: { number: number; info: { size: { width: number; height: number } } }[];
  };
  expect(listing.medias.map((media) => media.info.size.width > media.info.size.height)).toEqual([false, true]);

  // A priority from the drawer.
  await page.goto('/account/publication/index');
  await expect(page.getByText('Eres el creador de la publicación').first()).toBeVisible();
  await rowMenu(page, title, 'Definir prioridad');
  const drawer = page.getByRole('dialog', { name: 'Definir prioridad' });
  await expect(drawer).toBeVisible();
  await drawer.getByText('Destacada').click();
  await expect(drawer.getByText('Activo 7 días')).toBeVisible();
  await drawer.getByLabel('Descripción').fill('Dueño apurado, acepta permuta.');
  await snap(page, testInfo, 'publication-priority');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('Destacada').first()).toBeVisible();
  await snap(page, testInfo, 'publication-list');

  // Bruno, a member of Ana's group, finds it in the group's portfolio and opens it.
  const brunoContext = await browser.newContext();
  await signInContext(brunoContext, bruno);
  const brunoPage = await brunoContext.newPage();
  await brunoPage.goto(`/account/group/${groupId}/publication`);
  // A fresh context first loads its session, then the portfolio's code and data: on two busy cores, seconds.
  await expect(brunoPage.getByRole('heading', { name: groupName })).toBeVisible({ timeout: 15_000 });
  await expect(brunoPage.getByText('Todas las publicaciones (públicas y privadas) de cada integrante')).toBeVisible();
  await snap(brunoPage, testInfo, 'portfolio');
  await brunoPage
    .getByRole('button', { name: title })
    .or(brunoPage.getByRole('link', { name: title }))
    .first()
    .click();
  const detail = brunoPage.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('US$ 185.000').first()).toBeVisible();
  await expect(detail.getByText(/72,5 m²/).first()).toBeVisible();
  await expect(detail.getByText('Dueño apurado, acepta permuta.')).toBeVisible();
  await expect(detail.getByText('Ana Pereyra').first()).toBeVisible();
  // The map starts once its place comes near the screen, as a reader scrolls down to it.
  await detail.getByRole('region', { name: 'Ubicación' }).scrollIntoViewIfNeeded();
  await expect(detail.locator('.leaflet-container')).toBeVisible();
  await expect(detail.getByText('Gurruchaga 1650, Palermo').first()).toBeVisible();
  await snap(brunoPage, testInfo, 'publication-detail');

  await detail.getByRole('button', { name: 'Ver imagen 1', exact: true }).click();
  const lightbox = brunoPage
    .getByRole('dialog')
    .filter({ has: brunoPage.getByRole('button', { name: 'Cerrar imagen' }) });
  await expect(lightbox).toBeVisible();
  await lightbox.getByRole('button', { name: 'Acercar' }).click();
  await lightbox.getByRole('button', { name: 'Rotar' }).click();
  await lightbox.getByRole('button', { name: 'Siguiente' }).click();
  await snap(brunoPage, testInfo, 'publication-lightbox');
  await lightbox.getByRole('button', { name: 'Cerrar imagen' }).click();
  await expect(lightbox).toBeHidden();
  await detail.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(detail).toBeHidden();

  await anaContext.close();
  await brunoContext.close();
});

test('a JSON feed on a local server synchronizes into the list', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const feed = await startFeedServer(project);
  try {
    const seller = await signUpByApi(request, 'Carolina Benítez', uniqueEmail(`carolina-sync-${project}`));
    await page.context().addInitScript((token) => {
      if (!window.localStorage.getItem('auth-token')) window.localStorage.setItem('auth-token', JSON.stringify(token));
    }, seller.token);
    await page.goto('/account/publication/index');
    await page.getByRole('link', { name: 'Sincronización' }).click();
    await expect(page.getByRole('heading', { name: 'Sincronizar publicaciones' })).toBeVisible();
    await expect(page.getByText('Las publicaciones se sincronizarán al guardar')).toBeVisible();
    await page.getByLabel('Tipo de sincronización').selectOption('json');
    await page.getByLabel('URL del JSON').fill(feed.url);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Sincronización actualizada correctamente.')).toBeVisible();
    // The worker picks it up; the page follows its progress until the last sync time shows.
    await expect(page.getByText(/Última sincronización: \d{2}\/\d{2}\/\d{4}/)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(`${feed.count} publicaciones sincronizadas`)).toBeVisible();
    await snap(page, testInfo, 'synchronizer');

    await page.goto('/account/publication/index');
    await expect(page.getByText(feed.titles[0])).toBeVisible();
    await expect(page.getByText('Sincronizada automáticamente').first()).toBeVisible();
    // Synchronized listings are not edited or deleted by hand.
    await page.getByRole('button', { name: `Opciones de ${feed.titles[0]}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Definir prioridad' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Editar' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Eliminar' })).toHaveCount(0);
    await snap(page, testInfo, 'publication-row-menu');
    await page.keyboard.press('Escape');
    await snap(page, testInfo, 'publication-list-synced');
  } finally {
    await feed.close();
  }
});
