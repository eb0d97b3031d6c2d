import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpByApi } from './support/accounts';
import { uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

const livingRoom = readFileSync(fileURLToPath(new URL('./fixtures/living-room.jpg', import.meta.url)));

/** «Contactar» on a store the server drew: a tap before the app has taken the page over is tried again. */
async function openContacts(page: Page, dialog: Locator) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Contactar' }).click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test('a visitor opens a store by its address and sees how to contact the seller', async ({
  page,
  request,
}, testInfo) => {
  const seller = await signUpByApi(request, 'Carolina Benítez', uniqueEmail(`carolina-${testInfo.project.name}`));
  const headers = { Authorization: `Bearer ${seller.token.access_token}` };
  const slug = `carolina-moda-${testInfo.project.name}-${Date.now() % 100000}`;
  const profile = await request.put('/api/auth/user', {
    headers,
    data: { name: 'Carolina Benítez', phone: '+5491155551234', contact_types: ['email', 'whatsapp'] },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  expect((await request.put('/api/auth/user/slug', { headers, data: { slug } })).status()).toBe(200);

  await page.goto(`/${slug}`);
  await expect(page.getByRole('heading', { name: 'Carolina Benítez' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Buscar', exact: true })).toHaveAttribute(
    'href',
    `/${slug}/search`,
  );
  await snap(page, testInfo, 'store');

  // The store shows no contact means until the seller chooses so in 'Tienda'.
  const hidden = page.getByRole('dialog', { name: 'Medios de contacto habilitados' });
  await openContacts(page, hidden);
  await expect(hidden.getByText('No se encontraron datos de contacto.')).toBeVisible();
  await expect(hidden.getByRole('link')).toHaveCount(0);
  await hidden.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(hidden).toBeHidden();
  expect((await request.put('/api/auth/user/slug', { headers, data: { slug, store_contacts: true } })).status()).toBe(
    200,
  );
  // A visitor's page is kept drawn for 10 s per address (a link opened by many at once is drawn once): the change
  // shows at once at another address, and at this one after those seconds.
  await page.goto(`/${slug}?desde=whatsapp`);
  await expect(page.getByRole('heading', { name: 'Carolina Benítez' })).toBeVisible();

  const contact = page.getByRole('dialog', { name: 'Medios de contacto habilitados' });
  await openContacts(page, contact);
  await expect(contact.getByRole('link', { name: /Email/ })).toHaveAttribute('href', `mailto:${seller.email}`);
  await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/5491155551234');
  // Calls were not enabled: no tel link even though the phone is known.
  await expect(contact.getByRole('link', { name: /Llamar/ })).toHaveCount(0);
  await snap(page, testInfo, 'store-contact');
});

test("a visitor opens a gallery tile and lands on the listing's own page", async ({ page, request }, testInfo) => {
  const seller = await signUpByApi(request, 'Florencia Díaz', uniqueEmail(`flor-${testInfo.project.name}`));
  const headers = { Authorization: `Bearer ${seller.token.access_token}` };
  const slug = `flor-galeria-${testInfo.project.name}-${Date.now() % 100000}`;
  expect((await request.put('/api/auth/user/slug', { headers, data: { slug } })).status()).toBe(200);
  const created = await request.post('/api/account/publication', {
    headers,
    multipart: {
      title: 'Departamento luminoso en Palermo',
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: '135000',
      public: '1',
      'medias[]': { name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: livingRoom },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/${slug}`);
  // A tile is the listing's link: its own page, which a client can be sent.
  const tile = page.getByRole('link', { name: 'Ver Departamento luminoso en Palermo' });
  await expect(tile).toBeVisible();
  await tile.click();
  await expect(page).toHaveURL(/\/publication\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Departamento luminoso en Palermo' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('US$ 135.000').first()).toBeVisible();
  await snap(page, testInfo, 'store-gallery-listing');
  await page.goBack();
  await expect(tile).toBeVisible();
});

test('an unknown store address shows the not-found page', async ({ page }) => {
  await page.goto('/nadie-tiene-esta-tienda');
  await expect(page.getByText('Página no encontrada :(')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Ir al inicio' }).or(page.getByRole('button', { name: 'Ir al inicio' })),
  ).toBeVisible();
});
