// A microsite as the configuration names it and as GET /api/microsite/{id} answers, for the tests of its pages.
import type { MicrositeSummary } from '@vitrina/shared/configuration';
import type { PublicMicrosite } from '@vitrina/shared/microsites';

export const testStyle: PublicMicrosite['style'] = {
  header: { background: '#0b3d2e', text: 'light' },
  body: { background: '#f4f1ea' },
  description: { align: 'left', size: 'lg' },
  avatar: { shape: 'rounded' },
  button: { background: '#e8590c', radius: 'xl' },
};

export function testPublicMicrosite(overrides: Partial<PublicMicrosite> = {}): PublicMicrosite {
  return {
    id: 3,
    name: 'Inmobiliaria Palermo',
    description: 'Departamentos y casas en Palermo desde 1998.\nTasaciones sin cargo.',
    logo_main_url: '/uploads/palermo-main.png',
    logo_secondary_url: '/uploads/palermo-secondary.png',
    logo_square_url: '/uploads/palermo-square.png',
    style: testStyle,
    settings: { users: true, groups: false },
    users: [
      {
        id: 7,
        name: 'Lucía Fernández',
        slug: 'lucia-propiedades',
        avatar_url: null,
        default: true,
        publications_count: 2,
      },
      { id: 8, name: 'Martín Gómez', slug: 'martin-gomez', avatar_url: null, default: false, publications_count: 1234 },
    ],
    ...overrides,
  };
}

export function testMicrositeSummary(overrides: Partial<MicrositeSummary> = {}): MicrositeSummary {
  const { id, name, logo_main_url, logo_secondary_url, logo_square_url, style, settings } = testPublicMicrosite();
  return { id, name, logo_main_url, logo_secondary_url, logo_square_url, style, settings, ...overrides };
}
