import { expect, test, type APIRequestContext } from '@playwright/test';
import { foundingAdmin, signInContext, signUpByApi, type Account } from './support/accounts';
import { auth } from './support/groups';
import { uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

test('an administrator finds a user, edits them, browses as them and comes back; others are refused', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(200_000);
  const project = testInfo.project.name;
  const admin = await foundingAdmin(request, `admin-users-${project}@vitrina.test`);
  const targetName = `Lucía Ferreyra ${project}`;
  const target = await signUpByApi(request, targetName, uniqueEmail(`lucia-${project}`));

  const context = await browser.newContext({ ...testInfo.project.use });
  await signInContext(context, admin);
  const page = await context.newPage();
  await page.goto('/');
  await page
    .getByTestId('app-header')
    .getByRole('button', { name: /Mariana/ })
    .click();
  await expect(page.getByText('Administración')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/index/);
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();

  // The search box narrows the list after a second.
  await page.getByRole('searchbox', { name: 'Buscar por nombre o email' }).fill(`Ferreyra ${project}`);
  const row = page.getByRole('link', { name: new RegExp(targetName) });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await snap(page, testInfo, 'admin-users');
  await row.click();
  await expect(page.getByRole('heading', { name: targetName })).toBeVisible();

  // Edit: the name and a permission the admin holds.
  await page.getByRole('textbox', { name: 'Nombre' }).fill(`${targetName} Paz`);
  await page.getByRole('checkbox', { name: 'Búsquedas' }).check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Usuario actualizado correctamente.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${targetName} Paz` })).toBeVisible();
  await expect(page.getByText('Actualizó el usuario').first()).toBeVisible();
  await snap(page, testInfo, 'admin-user');

  // Browsing as the user: a banner on every page, the user's own menu, and the way back.
  await page.getByRole('button', { name: 'Ingresar como este usuario' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ingresar' }).click();
  const banner = page.getByRole('region', { name: 'Sesión de otro usuario' });
  await expect(banner).toContainText(`Estás navegando como ${targetName} Paz.`);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/setting');
  await expect(page.getByRole('textbox', { name: 'Nombre' }).first()).toHaveValue(`${targetName} Paz`);
  await expect(banner).toBeVisible();
  await snap(page, testInfo, 'admin-impersonating');
  await banner.getByRole('button', { name: 'Volver a mi cuenta' }).click();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/user\/\d+$/);
  await expect(page.getByRole('heading', { name: `${targetName} Paz` })).toBeVisible();
  await expect(page.getByText('Ingresó como el usuario').first()).toBeVisible();

  // The impersonation session cannot reach the admin's pages: the user holds 'searches' but not 'users'.
  const session = await request.post(
    `/api/admin/user/${(await userIdOf(request, admin, target.email)) ?? 0}/impersonate`,
    {
      headers: auth(admin),
    },
  );
  expect(session.status(), await session.text()).toBe(200);
  const asUser = (await session.json()) as { access_token: string };
  const refused = await request.get('/api/admin/user', { headers: { Authorization: `Bearer ${asUser.access_token}` } });
  expect(refused.status()).toBe(403);
  await context.close();

  // A user without the permission is turned away from the admin pages.
  const outsider = await browser.newContext({ ...testInfo.project.use });
  await signInContext(outsider, target);
  const other = await outsider.newPage();
  await other.goto('/admin/user/index');
  await expect(other.getByText('No tienes los permisos suficientes.')).toBeVisible();
  await expect(other).not.toHaveURL(/\/admin\//);
  await outsider.close();

  // Given only 'users', the user cannot touch the founding admin, who holds every permission: the API refuses the
  // email that would hand over the account, and the admin's page offers no edit, no entering and no deleting.
  const targetId = (await userIdOf(request, admin, target.email))!;
  const adminId = (await userIdOf(request, admin, admin.email))!;
  const granted = await request.put(`/api/admin/user/${targetId}`, {
    headers: auth(admin),
    data: { permissions: ['users'] },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const takeover = await request.put(`/api/admin/user/${adminId}`, {
    headers: auth(target),
    data: { email: uniqueEmail(`toma-${project}`) },
  });
  expect(takeover.status()).toBe(403);
  expect(await takeover.json()).toEqual({ message: 'No tienes los permisos suficientes.' });

  const weaker = await browser.newContext({ ...testInfo.project.use });
  await signInContext(weaker, target);
  const readOnly = await weaker.newPage();
  await readOnly.goto(`/admin/user/${adminId}`);
  await expect(readOnly.getByRole('heading', { name: 'Mariana Sosa', level: 1 })).toBeVisible();
  await expect(readOnly.getByText('Tiene permisos de administración que vos no tenés')).toBeVisible();
  await expect(readOnly.getByRole('button', { name: 'Ingresar como este usuario' })).toHaveCount(0);
  await expect(readOnly.getByRole('button', { name: 'Eliminar usuario' })).toHaveCount(0);
  await expect(readOnly.getByRole('button', { name: 'Guardar', exact: true })).toHaveCount(0);
  // The history still names who changed the user's permissions.
  await readOnly.goto(`/admin/user/${targetId}`);
  await expect(readOnly.getByText('Por Mariana Sosa').first()).toBeVisible();
  await readOnly.goto(`/admin/user/${adminId}`);
  await expect(readOnly.getByText('Tiene permisos de administración que vos no tenés')).toBeVisible();
  await snap(readOnly, testInfo, 'admin-user-read-only');
  await weaker.close();
});

async function userIdOf(request: APIRequestContext, admin: Account, email: string): Promise<number | null> {
  const page = await request.get('/api/admin/user', { headers: auth(admin), params: { search: email } });
  expect(page.status(), await page.text()).toBe(200);
  const found = ((await page.json()) as { data: { id: number; email: string }[] }).data.find(
    (user) => user.email === email,
  );
  return found?.id ?? null;
}
