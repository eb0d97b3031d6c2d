// 'Mi perfil', Notificaciones: the types from the configuration and the channels, saved through their endpoint, and
// this device's push status with the way to enable it (the same flow as accepting 'Recibí notificaciones').
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { fakeSubscription, stubPush, testVapidKey, tokenOf, unstubPush } from '@/test/push';
import { renderPage, stubApi, testConfiguration } from '@/test/render';
import { signInAs, testUser } from '@/test/users';
import { ProfilePage } from '../pages/profile-page';

const withPush = testConfiguration({ push: { vapidKey: testVapidKey } });
const card = () => screen.getByRole('heading', { name: 'Notificaciones' }).closest('form')!;
const device = () => screen.findByTestId('push-device');

afterEach(() => unstubPush());

describe("the notification settings of 'Mi perfil'", () => {
  it("lists the configuration's types with their descriptions and the channels as the account has them", () => {
    signInAs(testUser({ notification_types: ['search_alert'], notification_channels: ['email'] }));
    renderPage(<ProfilePage />, withPush);
    const settings = within(card());
    expect(settings.getByRole('checkbox', { name: /Nuevas publicaciones/ })).toBeChecked();
    expect(settings.getByRole('checkbox', { name: /Bajas de precio/ })).not.toBeChecked();
    expect(settings.getByText('Cuando baja el precio de una publicación que te gustó')).toBeInTheDocument();
    expect(settings.getByRole('checkbox', { name: /Mensajes/ })).not.toBeChecked();
    expect(settings.getAllByRole('checkbox')).toHaveLength(10);
    expect(settings.getByRole('switch', { name: /^Push/ })).not.toBeChecked();
    expect(settings.getByRole('switch', { name: /^Email/ })).toBeChecked();
    expect(settings.getByText('A lucia@example.com')).toBeInTheDocument();
  });

  it('saves the types and channels through POST /auth/user/notificationTypes', async () => {
    signInAs(testUser({ notification_types: ['search_coincidence'] }));
    const saved = testUser({
      notification_types: ['search_coincidence', 'price_drop'],
      notification_channels: ['push'],
    });
    const { requests } = stubApi({ 'POST /auth/user/notificationTypes': { status: 200, body: { user: saved } } });
    renderPage(<ProfilePage />, withPush);
    const settings = within(card());
    await userEvent.click(settings.getByRole('checkbox', { name: /Bajas de precio/ }));
    await userEvent.click(settings.getByRole('switch', { name: /^Email/ }));
    await userEvent.click(settings.getByRole('button', { name: 'Guardar notificaciones' }));

    expect(await screen.findByText('Notificaciones actualizadas correctamente.')).toBeInTheDocument();
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      [
        '/auth/user/notificationTypes',
        {
          _method: 'PUT',
          notification_types: ['search_coincidence', 'price_drop'],
          notification_channels: ['push'],
        },
      ],
    ]);
    expect(sessionStore.get().user?.notification_channels).toEqual(['push']);
  });

  it("shows the server's refusal as a toast and keeps the choices", async () => {
    signInAs();
    stubApi({
      'POST /auth/user/notificationTypes': {
        status: 422,
        body: { message: 'Datos inválidos', errors: { notification_channels: ['Canal desconocido'] } },
      },
    });
    renderPage(<ProfilePage />, withPush);
    await userEvent.click(within(card()).getByRole('switch', { name: /^Push/ }));
    await userEvent.click(within(card()).getByRole('button', { name: 'Guardar notificaciones' }));
    expect(await screen.findByText('Canal desconocido')).toBeInTheDocument();
    expect(within(card()).getByRole('switch', { name: /^Push/ })).not.toBeChecked();
  });

  it('says when this browser cannot receive push, and shows no device state on a site without push', async () => {
    signInAs();
    const first = renderPage(<ProfilePage />, withPush);
    expect(await device()).toHaveTextContent('Este navegador no puede recibir notificaciones push.');
    expect(screen.queryByRole('button', { name: 'Activar en este dispositivo' })).not.toBeInTheDocument();
    first.unmount();

    stubPush();
    renderPage(<ProfilePage />, testConfiguration());
    expect(within(card()).getByRole('switch', { name: /^Push/ })).toBeInTheDocument();
    expect(screen.queryByTestId('push-device')).not.toBeInTheDocument();
  });

  it("'Activar en este dispositivo' asks the browser, registers the subscription and shows it enabled", async () => {
    signInAs();
    const { requestPermission, created } = stubPush({ answer: 'granted' });
    const saved = testUser({ notification_push_identifiers: { 'site-0': tokenOf(created) } });
    const { requests } = stubApi({ 'POST /auth/user/push/subscribe': { status: 200, body: { user: saved } } });
    renderPage(<ProfilePage />, withPush);
    expect(await device()).toHaveTextContent('DesactivadasEste dispositivo no recibe notificaciones push.');

    await userEvent.click(screen.getByRole('button', { name: 'Activar en este dispositivo' }));
    await waitFor(async () =>
      expect(await device()).toHaveTextContent('ActivadasEste dispositivo recibe tus notificaciones push.'),
    );
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(requests.map((request) => request.body)).toEqual([{ _method: 'PUT', token: tokenOf(created) }]);
    expect(screen.queryByRole('button', { name: 'Activar en este dispositivo' })).not.toBeInTheDocument();
  });

  it("refused by the browser: 'Permiso de notificación denegado.' and the blocked state", async () => {
    signInAs();
    stubPush({ answer: 'denied' });
    const { calls } = stubApi({});
    renderPage(<ProfilePage />, withPush);
    await userEvent.click(await screen.findByRole('button', { name: 'Activar en este dispositivo' }));
    expect(await screen.findByText('Permiso de notificación denegado.')).toBeInTheDocument();
    await waitFor(async () => expect(await device()).toHaveTextContent(/Bloqueaste las notificaciones de este sitio/));
    expect(calls).toEqual([]);
  });

  it('shows a subscription the account holds for this site as enabled, and another one as not', async () => {
    const held = fakeSubscription();
    signInAs(testUser({ notification_push_identifiers: { 'site-0': tokenOf(held) } }));
    stubPush({ permission: 'granted', existing: held });
    const first = renderPage(<ProfilePage />, withPush);
    expect(await device()).toHaveTextContent('Este dispositivo recibe tus notificaciones push.');
    first.unmount();

    signInAs(
      testUser({
        notification_push_identifiers: { 'site-0': tokenOf(fakeSubscription('https://push.example.net/otro')) },
      }),
    );
    renderPage(<ProfilePage />, withPush);
    expect(await device()).toHaveTextContent('Este dispositivo no recibe notificaciones push.');
  });
});
