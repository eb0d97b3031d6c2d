import { expect, test } from '@playwright/test';
import { signInContext, signUpByApi } from './support/accounts';
import { mailsTo, uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

test('a visitor asks a store a question, and its owner finds it in «Consultas» and marks it contacted', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two browsers and three pictures, each checked by axe-core: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const owner = await signUpByApi(request, 'Carolina Benítez', uniqueEmail(`consultas-${testInfo.project.name}`));
  const headers = { Authorization: `Bearer ${owner.token.access_token}` };
  const slug = `carolina-consultas-${testInfo.project.name}-${Date.now() % 100000}`;
  expect((await request.put('/api/auth/user/slug', { headers, data: { slug } })).status()).toBe(200);

  // The visitor, on a phone: the store, «Consultar», the form.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${slug}`);
  await expect(page.getByRole('heading', { name: 'Carolina Benítez' })).toBeVisible();
  await page.getByRole('button', { name: 'Consultar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar una consulta: Carolina Benítez' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // Sending it empty says what is missing, and sends nothing.
  await dialog.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(dialog.getByText('Debés aceptar que te contacten')).toBeVisible();
  await dialog.getByLabel('Nombre').fill('Martina Quiroga');
  await dialog.getByLabel('Teléfono').fill('+54 9 11 5555 1234');
  await dialog.getByLabel('Mensaje').fill('Hola, ¿tienen el vestido azul en talle M?');
  await dialog.getByRole('checkbox', { name: /Acepto que quien publica me contacte/ }).check();
  await snap(page, testInfo, 'lead-form');
  await dialog.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(dialog.getByText('Tu consulta fue enviada.')).toBeVisible();
  await snap(page, testInfo, 'lead-sent');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The owner's mail, with the lead's data and a reply link.
  await expect
    .poll(async () => (await mailsTo(owner.email)).find((mail) => mail.subject.startsWith('Nueva consulta'))?.subject, {
      timeout: 15_000,
    })
    .toBe('Nueva consulta de Martina Quiroga sobre tu tienda');
  const mail = (await mailsTo(owner.email)).find((m) => m.subject.startsWith('Nueva consulta'))!;
  expect(mail.text).toContain('Hola, ¿tienen el vestido azul en talle M?');
  expect(mail.text).toContain('https://wa.me/5491155551234');

  // The owner, at the project's width: 'Consultas' from the user menu.
  const context = await browser.newContext({ ...testInfo.project.use });
  await signInContext(context, owner);
  const ownerPage = await context.newPage();
  await ownerPage.goto('/account/search/index');
  await ownerPage
    .getByTestId('app-header')
    .getByRole('button', { name: /Carolina/ })
    .click();
  await ownerPage.getByRole('menuitem', { name: 'Consultas' }).click();
  await expect(ownerPage).toHaveURL(/\/account\/lead$/);
  const lead = ownerPage.getByRole('article', { name: 'Martina Quiroga' });
  await expect(lead).toBeVisible();
  await expect(lead.getByText('Hola, ¿tienen el vestido azul en talle M?')).toBeVisible();
  await expect(lead.getByRole('link', { name: 'Responder por WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/5491155551234',
  );
  const status = lead.getByRole('combobox', { name: 'Estado de la consulta de Martina Quiroga' });
  await expect(status).toHaveValue('nueva');
  await status.selectOption('Contactada');
  await expect(ownerPage.getByText('Estado actualizado.')).toBeVisible();
  await expect(status).toHaveValue('contactada');
  await snap(ownerPage, testInfo, 'leads');

  // Kept after a reload: the status is the server's.
  await ownerPage.reload();
  await expect(
    ownerPage
      .getByRole('article', { name: 'Martina Quiroga' })
      .getByRole('combobox', { name: 'Estado de la consulta de Martina Quiroga' }),
  ).toHaveValue('contactada');
  await context.close();
});
