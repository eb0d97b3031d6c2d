// /publication/{id} in the whole app: the listing's detail under its title, the publisher's contact means, the share
// buttons, «Buscar similares» and the store; not-found for a listing without a public page.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicationPage } from '@vitrina/shared/publication-page';
import { testProperty } from '@/components/publication-detail/test-publications';
import { renderApp, stubApi, testConfiguration } from '@/test/render';

const configuration = { status: 200, body: testConfiguration() };

function page(overrides: Partial<PublicationPage> = {}): PublicationPage {
  return {
    publication: testProperty(),
    url: 'https://vitrina.example/publication/41',
    publishers: [
      {
        id: 8,
        name: 'Bruno Medina',
        slug: 'bruno-propiedades',
        avatar_url: null,
        contacts: { email: null, phone: null, whatsapp: '+5491155551234' },
        numbers_shown: { phone: null, whatsapp: '+54 9 11 5555 1234' },
      },
    ],
    microsite: null,
    ...overrides,
  };
}

describe('a listing’s page', () => {
  it('shows the listing under its title with the publisher’s means, sharing and the way to similar ones', async () => {
    stubApi({ '/configuration': configuration, 'GET /publication/41/page': { status: 200, body: page() } });
    await renderApp({ path: '/publication/41' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Departamento luminoso con balcón en Palermo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('US$ 135.000', { exact: false })).toBeInTheDocument();
    // The number as the server formatted it; the link keeps its digits.
    expect(screen.getByRole('link', { name: 'WhatsApp: +54 9 11 5555 1234' })).toHaveAttribute(
      'href',
      'https://wa.me/5491155551234',
    );
    const share = screen.getByRole('group', { name: 'Compartir' });
    expect(within(share).getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(
        'Mirá esta publicación: Departamento luminoso con balcón en Palermo https://vitrina.example/publication/41',
      )}`,
    );
    expect(within(share).getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar similares' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Ver la tienda de Bruno Medina' })).toHaveAttribute(
      'href',
      '/bruno-propiedades',
    );
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
  });

  it('says when the publisher shows no contact means, and names the microsite it belongs to', async () => {
    const body = page({
      publishers: [
        {
          ...page().publishers[0],
          contacts: { email: null, phone: null, whatsapp: null },
          numbers_shown: { phone: null, whatsapp: null },
        },
      ],
      microsite: { id: 3, name: 'Inmobiliaria Sur', url: 'https://sur.example/microsite', logo_url: null },
    });
    stubApi({ '/configuration': configuration, 'GET /publication/41/page': { status: 200, body } });
    await renderApp({ path: '/publication/41' });
    expect(await screen.findByText('Quien publica no muestra sus medios de contacto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publicada en Inmobiliaria Sur' })).toHaveAttribute(
      'href',
      'https://sur.example/microsite',
    );
  });

  it('is the not-found page for a listing without a public page, and for an id that is none', async () => {
    stubApi({
      '/configuration': configuration,
      'GET /publication/41/page': { status: 404, body: { message: 'No se encontró la información que buscaba.' } },
    });
    await renderApp({ path: '/publication/41' });
    expect(await screen.findByRole('heading', { name: /Página no encontrada/ })).toBeInTheDocument();
  });
});
