import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testConfiguration } from '@/test/render';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

describe('TermsPage', () => {
  it('lists the sections of the terms in order (product.md, The shell: Legal pages), with the date of the last update', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
    expect(screen.getByText('Última actualización: 06/08/2024')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Aceptación de los términos',
      '2. Descripción del servicio',
      '3. Uso personal y no comercial',
      '4. Enlaces y contenidos de terceros',
      '5. Sin garantías',
      '6. Limitación de responsabilidad',
      '7. Propiedad intelectual',
      '8. Cambios en los términos',
      '9. Ley aplicable y jurisdicción',
      '10. Contacto',
    ]);
  });

  it('says listings come from third parties whose accuracy it does not answer for', () => {
    renderPage(<TermsPage />);
    const section = screen.getByRole('region', { name: '4. Enlaces y contenidos de terceros' });
    expect(section).toHaveTextContent(/plataformas de terceros/);
    expect(section).toHaveTextContent(/no es responsable por su exactitud/);
  });

  it('gives the contact address, or the way to find it when none is configured', () => {
    const { unmount } = renderPage(<TermsPage />);
    const contact = screen.getByRole('region', { name: '10. Contacto' });
    expect(within(contact).getByRole('link', { name: 'hola@vitrina.test' })).toHaveAttribute(
      'href',
      'mailto:hola@vitrina.test',
    );
    unmount();
    renderPage(<TermsPage />, testConfiguration({ contactEmail: null }));
    expect(screen.getByRole('region', { name: '10. Contacto' })).toHaveTextContent(/medios de contacto publicados/);
  });

  it('uses the configured product name', () => {
    renderPage(<TermsPage />, testConfiguration({ appName: 'Catálogo Sur' }));
    expect(screen.getByRole('region', { name: '1. Aceptación de los términos' })).toHaveTextContent(
      'Al acceder a Catálogo Sur',
    );
  });
});

describe('PrivacyPage', () => {
  it('names the law, the authority and the cookies the app sets, with the date', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByText('Última actualización: 06/08/2024')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '5. Sus derechos' })).toHaveTextContent(/Ley 25\.326.*AAIP/s);
    const cookies = screen.getByRole('region', { name: '6. Cookies y almacenamiento local' });
    for (const name of ['permission-notification', 'permission-install', 'guide-search']) {
      expect(within(cookies).getByText(name)).toBeInTheDocument();
    }
  });
});
