// A click on a notification while the app is open: the service worker posts { type: 'navigate', url } and the app goes
// to that path, never elsewhere.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { stubPush, unstubPush } from '@/test/push';
import { renderPage } from '@/test/render';
import { AppPrompts } from './app-prompts';

function Where() {
  const location = useLocation();
  return <output aria-label="Ruta">{location.pathname + location.search + location.hash}</output>;
}

function post(container: EventTarget, data: unknown) {
  act(() => {
    container.dispatchEvent(new MessageEvent('message', { data }));
  });
}

afterEach(() => unstubPush());

describe("the service worker's navigate message", () => {
  it("goes to the message's path, within the app only", () => {
    const { container } = stubPush();
    renderPage(
      <>
        <AppPrompts />
        <Where />
      </>,
    );
    const where = () => screen.getByRole('status', { name: 'Ruta' });
    expect(container.startMessages).toHaveBeenCalled();

    post(container, { type: 'navigate', url: '/search/0b9d6c1e?vista=coincidencias' });
    expect(where()).toHaveTextContent('/search/0b9d6c1e?vista=coincidencias');

    post(container, { type: 'navigate', url: `${window.location.origin}/account/group/3/show#miembros` });
    expect(where()).toHaveTextContent('/account/group/3/show#miembros');

    // Another site, another kind of message, or no URL: the app stays where it is.
    post(container, { type: 'navigate', url: 'https://otro-sitio.example/robar' });
    post(container, { type: 'navigate', url: '//otro-sitio.example/robar' });
    post(container, { type: 'refresh', url: '/legal/terms' });
    post(container, { type: 'navigate' });
    post(container, 'navigate');
    expect(where()).toHaveTextContent('/account/group/3/show#miembros');
  });
});
