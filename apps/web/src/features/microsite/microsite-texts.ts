// Texts of a microsite's home. 'Buscar' is the shared micrositeMessages.searchButton (a test keeps them equal, and
// the page does not load zod for it); the rest are ours.
import { formatCount } from '@vitrina/shared/format';

export const micrositeTexts = {
  search: 'Buscar',
  // ours
  searchHint: 'Filtrá por lo que buscás y recorré los resultados deslizando.',
  usersTitle: 'Quiénes publican',
  listings: (count: number) => formatCount(count, 'publicación', 'publicaciones'),
  galleryFailed: 'No pudimos cargar sus publicaciones.',
  loadFailed: 'No pudimos cargar este sitio.',
  retry: 'Reintentar',
  secondaryLogo: (name: string) => `${name}: logo secundario`,
} as const;
