import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signInContext, signUpByApi } from './support/accounts';
import { identifyPanel, typeCode } from './support/identify';
import { codeFromMail, uniqueEmail } from './support/mail';
import { answeredPromptCookies } from './support/prompts';
import { snap } from './support/screenshot';

const logo = fileURLToPath(new URL('./fixtures/group-logo.png', import.meta.url));
const pdf = fileURLToPath(new URL('./fixtures/not-an-image.pdf', import.meta.url));

function memberRow(page: Page, name: string) {
  return page.getByRole('listitem').filter({ hasText: name });
}

async function memberAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Acciones de ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The invitation link: from the share sheet when the device has one, else from the copy-link fallback. */
async function inviteLink(page: Page, hasShareSheet: boolean): Promise<string> {
  await page.getByRole('button', { name: 'Invitar' }).click();
  if (hasShareSheet) {
    let url = '';
    await expect
      .poll(
        async () => {
          url = await page.evaluate(() => (window as unknown as { sharedData?: ShareData }).sharedData?.url ?? '');
          return url;
        },
        { message: 'esperando la hoja de compartir' },
      )
      .not.toBe('');
    return url;
  }
  const link = page.getByLabel('Link de invitación');
  await expect(link).toBeVisible();
  return link.inputValue();
}

test('an admin creates a group with a logo and invites; a guest signs up, verifies, accepts; the admin promotes, then removes them', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const suffix = `${project}-${Date.now() % 100000}`;
  const groupName = `Inmobiliaria Belgrano ${suffix}`;
  const admin = await signUpByApi(request, 'Ana Pereyra', uniqueEmail(`ana-${project}`));
  const guestName = 'Bruno Medina';
  const guestEmail = uniqueEmail(`bruno-${project}`);

  const adminContext = await browser.newContext();
  await signInContext(adminContext, admin);
  const adminPage = await adminContext.newPage();

  // The admin's phone has a share sheet on the phone project, and none on desktop: both paths are exercised.
  if (project === 'phone') {
    await adminPage.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { sharedData?: ShareData }).sharedData = data;
        },
      });
    });
  } else {
    await adminPage.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
  }

  // An empty list, then the form.
  await adminPage.goto('/account/group/index');
  await expect(adminPage.getByRole('heading', { name: 'Listado de grupos' })).toBeVisible();
  await snap(adminPage, testInfo, 'group-list');
  await adminPage.getByRole('link', { name: 'Nuevo' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Crear grupo' })).toBeVisible();

  // Bad input first: a two-letter name and a PDF as logo are refused, and nothing is created.
  await adminPage.getByLabel('Nombre').fill('In');
  await adminPage.getByRole('button', { name: 'Guardar' }).click();
  await expect(adminPage.getByText('Este campo debe tener al menos 3 caracteres').first()).toBeVisible();
  const pdfChooser = adminPage.waitForEvent('filechooser');
  await adminPage.getByRole('button', { name: 'Subir logo' }).click();
  await (await pdfChooser).setFiles(pdf);
  await expect(adminPage.getByText(/imagen/).first()).toBeVisible();

  // The real group: name, description, only public listings, a logo cropped square.
  await adminPage.getByLabel('Nombre').fill(groupName);
  await adminPage.getByLabel('Descripción').fill('Equipo de venta y alquiler en Belgrano y Núñez.');
  await adminPage.getByLabel('Publicaciones a mostrar').selectOption({ label: 'Sólo públicas' });
  const chooser = adminPage.waitForEvent('filechooser');
  await adminPage.getByRole('button', { name: /Subir logo|Cambiar logo/ }).click();
  await (await chooser).setFiles(logo);
  const cropper = adminPage.getByRole('dialog');
  await expect(cropper.getByRole('button', { name: 'Aceptar' })).toBeEnabled();
  await cropper.getByRole('button', { name: 'Aceptar' }).click();
  await expect(cropper).toBeHidden();
  await snap(adminPage, testInfo, 'group-form');
  await adminPage.getByRole('button', { name: 'Guardar' }).click();
  await expect(adminPage.getByText('Grupo cargado correctamente.')).toBeVisible();
  await expect(adminPage).toHaveURL(/\/account\/group\/\d+\/show$/);
  const groupPath = new URL(adminPage.url()).pathname;
  await expect(adminPage.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(adminPage.getByText('Sólo publicaciones públicas de cada integrante')).toBeVisible();
  await expect(adminPage.getByRole('img', { name: /logo/i }).first()).toBeVisible();
  await expect(memberRow(adminPage, 'Ana Pereyra').getByText('Administrador')).toBeVisible();
  await snap(adminPage, testInfo, 'group-show');

  // The invitation link.
  const link = await inviteLink(adminPage, project === 'phone');
  expect(link).toMatch(/\/invitation\/[0-9a-f-]{36}$/);
  if (project === 'phone') {
    const shared = await adminPage.evaluate(() => (window as unknown as { sharedData: ShareData }).sharedData);
    expect(shared.title).toBe('Invitación');
    expect(shared.text).toContain(groupName);
  } else {
    await expect(adminPage.getByText('Tu dispositivo no permite compartir contenido.')).toBeVisible();
  }
  await snap(adminPage, testInfo, 'group-invite');

  // The guest opens the link: who invites, to which group, and the two rules pending.
  // Signs up through the panel: a visitor who already answered the notification and install prompts.
  const guestContext = await browser.newContext({ storageState: { cookies: answeredPromptCookies(), origins: [] } });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(new URL(link).pathname);
  await expect(guestPage.getByRole('heading', { name: 'Invitación de grupo' })).toBeVisible();
  await expect(guestPage.getByText(groupName).first()).toBeVisible();
  await expect(guestPage.getByText('Ana Pereyra').first()).toBeVisible();
  await expect(guestPage.getByText('Debes estar logueado')).toBeVisible();
  await expect(guestPage.getByText('Debes tener un email verificado')).toBeVisible();
  await snap(guestPage, testInfo, 'invitation-guest');

  // Accepting as a guest asks to identify, for answering invitations; sign-up, then the emailed code.
  await guestPage.getByRole('button', { name: 'Aceptar' }).click();
  const panel = identifyPanel(guestPage);
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Para responder las invitaciones')).toBeVisible();
  await panel.getByLabel('Email').fill(guestEmail);
  await panel.getByRole('button', { name: 'Continuar', exact: true }).click();
  await panel.getByLabel('Nombre').fill(guestName);
  await panel.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(panel.getByText('Verifica tu email')).toBeVisible({ timeout: 10_000 });
  await typeCode(guestPage, await codeFromMail(guestEmail, 1));
  await expect(panel).toBeHidden({ timeout: 10_000 });
  await snap(guestPage, testInfo, 'invitation-ready');

  await guestPage.getByRole('button', { name: 'Aceptar' }).click();
  await expect(guestPage).toHaveURL(new RegExp(`${groupPath}$`), { timeout: 10_000 });
  await expect(guestPage.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(memberRow(guestPage, guestName).getByText('Miembro')).toBeVisible();
  // A member who is not admin sees neither 'Editar' nor 'Invitar'.
  await expect(guestPage.getByRole('button', { name: 'Invitar' })).toHaveCount(0);
  await snap(guestPage, testInfo, 'group-member');

  // The same link a second time: already used. It says so, and the app goes home.
  await guestPage.goto(new URL(link).pathname);
  await expect(guestPage.getByText('La invitación no existe, ya fue usada o venció.')).toBeVisible();
  await expect.poll(() => new URL(guestPage.url()).pathname).toBe('/');

  // The admin sees the new member, contacts them, makes them admin, then removes them.
  await adminPage.reload();
  await expect(memberRow(adminPage, guestName)).toBeVisible();

  // Before that, a second link: listed among the open invitations with its maker, revoked, then gone for anyone.
  const revokedLink = await inviteLink(adminPage, project === 'phone');
  if (project !== 'phone')
    await adminPage.getByRole('dialog', { name: 'Invitar al grupo' }).getByRole('button', { name: 'Cerrar' }).click();
  const openInvitations = adminPage.getByRole('region', { name: 'Invitaciones vigentes' });
  await expect(openInvitations.getByText('Creada por Ana Pereyra')).toBeVisible();
  await expect(openInvitations.getByText(/vence el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await snap(adminPage, testInfo, 'group-invitations');
  await openInvitations.getByRole('button', { name: /^Revocar la invitación que creó Ana Pereyra/ }).click();
  const revokeDialog = adminPage.getByRole('dialog', { name: 'Revocar invitación' });
  await expect(revokeDialog).toBeVisible();
  await revokeDialog.getByRole('button', { name: 'Revocar' }).click();
  await expect(adminPage.getByText('Invitación revocada correctamente.')).toBeVisible();
  await expect(openInvitations).toHaveCount(0);
  await guestPage.goto(new URL(revokedLink).pathname);
  await expect(guestPage.getByText('La invitación no existe, ya fue usada o venció.')).toBeVisible();
  await expect.poll(() => new URL(guestPage.url()).pathname).toBe('/');
  await adminPage.getByRole('button', { name: `Acciones de ${guestName}` }).click();
  await expect(adminPage.getByRole('menuitem', { name: 'Contactar' })).toBeVisible();
  await snap(adminPage, testInfo, 'group-member-actions');
  await adminPage.getByRole('menuitem', { name: 'Contactar' }).click();
  const contact = adminPage.getByRole('dialog', { name: 'Medios de contacto habilitados' });
  await expect(contact).toBeVisible();
  await snap(adminPage, testInfo, 'group-contact');
  await contact.getByRole('button', { name: 'Cerrar' }).click();
  await expect(contact).toBeHidden();

  await memberAction(adminPage, guestName, 'Hacer administrador');
  await expect(adminPage.getByText('Miembro actualizado correctamente.')).toBeVisible();
  await expect(memberRow(adminPage, guestName).getByText('Administrador')).toBeVisible();

  await memberAction(adminPage, guestName, 'Quitar del grupo');
  const confirm = adminPage.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await snap(adminPage, testInfo, 'group-remove-confirm');
  await confirm
    .getByRole('button', { name: /Quitar|Eliminar|Aceptar/ })
    .last()
    .click();
  await expect(adminPage.getByText('Miembro eliminado correctamente.')).toBeVisible();
  await expect(memberRow(adminPage, guestName)).toHaveCount(0);
  await snap(adminPage, testInfo, 'group-after-removal');

  // The removed member can no longer open the group: back to the list with the error.
  await guestPage.goto(groupPath);
  await expect(guestPage).toHaveURL(/\/account\/group\/index$/, { timeout: 10_000 });
  await expect(guestPage.getByText('No se encontró la información que buscaba.')).toBeVisible();

  await adminContext.close();
  await guestContext.close();
});
