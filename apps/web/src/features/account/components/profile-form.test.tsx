// 'Mi perfil' (product.md, Sign-in and the account): the form's rules as a person meets them, and what the API gets.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { renderPage, stubApi, type ApiRequest } from '@/test/render';
import { findToast } from '@/test/toasts';
import { signInAs, testUser } from '@/test/users';
import { ProfilePage } from '../pages/profile-page';

const phoneMessage = 'Debe incluir el código de país, incluyendo el signo +';
const sent = (requests: ApiRequest[]) =>
  requests.find((request) => request.path === '/auth/user')?.body as FormData | undefined;
function saving(user = testUser()) {
  return stubApi({
    'POST /auth/user': ({ body }) => ({
      status: 200,
      body: {
        user: { ...user, name: String((body as FormData).get('name')), phone: (body as FormData).get('phone') || null },
      },
    }),
  });
}

describe('the profile form', () => {
  it('starts from the signed-in user, with the email read-only and its state', () => {
    signInAs(testUser({ phone: '+5491145231876', email_verified: false }));
    renderPage(<ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Lucía Fernández');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByText('Sin verificar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Teléfono/ })).toHaveValue('+5491145231876');
    expect(screen.getByRole('link', { name: 'Elegir dirección' })).toHaveAttribute('href', '/account/setting/slug');
  });

  it('says who sees the contact means: group members always, store visitors only when chosen in Tienda', () => {
    signInAs(testUser({ store_contacts: false }));
    const view = renderPage(<ProfilePage />);
    const means = () => screen.getByRole('group', { name: 'Medios de contacto habilitados' });
    expect(means()).toHaveAccessibleDescription(
      'Los integrantes de tus grupos ven los medios que marques. Quienes visiten tu tienda no ven ninguno, salvo que lo actives en Tienda. Un medio sin marcar no se muestra en tus grupos ni en tu tienda.',
    );
    view.unmount();
    signInAs(testUser({ store_contacts: true }));
    renderPage(<ProfilePage />);
    expect(means()).toHaveAccessibleDescription(
      'Los integrantes de tus grupos y quienes visiten tu tienda ven los medios que marques (lo activaste en Tienda). Un medio sin marcar no se muestra en tus grupos ni en tu tienda.',
    );
  });

  it('offers calls and WhatsApp only once a phone is typed, and drops them when it is cleared', async () => {
    signInAs();
    const { requests } = saving();
    renderPage(<ProfilePage />);
    expect(screen.queryByRole('checkbox', { name: 'Llamadas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Email' })).toBeChecked();

    const phone = screen.getByRole('textbox', { name: /Teléfono/ });
    await userEvent.type(phone, '+54 9 11 4523-1876');
    await userEvent.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    expect(screen.getByRole('checkbox', { name: 'Llamadas' })).not.toBeChecked();

    await userEvent.clear(phone);
    expect(screen.queryByRole('checkbox', { name: 'WhatsApp' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(requests)).toBeDefined());
    expect(sent(requests)!.getAll('contact_types')).toEqual(['email']);
    expect(sent(requests)!.get('phone')).toBe('');
  });

  it('sends the phone in international format with the chosen contact means, keeping the notification types', async () => {
    // The types are edited in their own card ('Notificaciones'); the profile's save sends the account's current ones.
    signInAs(testUser({ notification_types: ['search_coincidence'] }));
    const { requests } = saving();
    renderPage(<ProfilePage />);
    await userEvent.type(screen.getByRole('textbox', { name: /Teléfono/ }), '+54 9 11 4523-1876');
    await userEvent.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Perfil actualizado correctamente.')).toBeInTheDocument();
    const form = sent(requests)!;
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('name')).toBe('Lucía Fernández');
    expect(form.get('phone')).toBe('+5491145231876');
    expect(form.getAll('contact_types')).toEqual(['email', 'whatsapp']);
    expect(form.getAll('notification_types')).toEqual(['search_coincidence']);
    expect(form.has('avatar')).toBe(false);
    expect(sessionStore.get().user?.phone).toBe('+5491145231876');
  });

  it("refuses a phone without the country code with the spec's message", async () => {
    signInAs();
    const { requests } = saving();
    renderPage(<ProfilePage />);
    const phone = screen.getByRole('textbox', { name: /Teléfono/ });
    await userEvent.type(phone, '11 4523-1876');
    await userEvent.tab();
    const form = phone.closest('form')!;
    expect(within(form).getByText(phoneMessage)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(requests).toHaveLength(0);
    // Said in a toast too, and the field is where the person lands.
    await findToast(phoneMessage);
    expect(phone).toHaveFocus();

    await userEvent.clear(phone);
    await userEvent.type(phone, '+54 9 11 4523-1876');
    await userEvent.tab();
    expect(within(form).queryByText(phoneMessage)).not.toBeInTheDocument();
  });

  it('requires a name of 3 to 150 characters', async () => {
    signInAs();
    const { requests } = saving();
    renderPage(<ProfilePage />);
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    const form = name.closest('form')!;
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(within(form).getByText('Este campo es obligatorio')).toBeInTheDocument();
    await findToast('Este campo es obligatorio');
    expect(name).toHaveFocus();
    await userEvent.type(name, 'Lu');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(within(form).getByText('Este campo debe tener al menos 3 caracteres')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'x'.repeat(151) } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(within(form).getByText('Este campo debe tener 150 caracteres como máximo')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's field messages beside the fields, and keeps the user as it was", async () => {
    signInAs();
    stubApi({ 'POST /auth/user': { status: 422, body: { message: phoneMessage, errors: { phone: [phoneMessage] } } } });
    renderPage(<ProfilePage />);
    const phone = screen.getByRole('textbox', { name: /Teléfono/ });
    await userEvent.type(phone, '+54 9 11 4523-1876');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await findToast(phoneMessage);
    expect(within(phone.closest('form')!).getByText(phoneMessage)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(sessionStore.get().user?.phone).toBeNull();
  });

  it('refuses a file that is not an image before anything is sent', async () => {
    signInAs();
    const { requests } = saving();
    renderPage(<ProfilePage />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf, { applyAccept: false });
    expect(await screen.findByText('El archivo debe ser una imagen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Recortar imagen' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('refuses a 50 MB image before opening it', async () => {
    signInAs();
    const { requests } = saving();
    renderPage(<ProfilePage />);
    const huge = new File(['x'], 'foto.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, huge);
    expect(await screen.findByText('El archivo que intenta subir es demasiado grande.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Recortar imagen' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('removes the current image when saved after Quitar', async () => {
    signInAs(testUser({ avatar_url: '/uploads/avatars/7.jpg' }));
    const { requests } = saving();
    renderPage(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(requests)).toBeDefined());
    expect(sent(requests)!.get('avatar_url')).toBe('');
  });
});
