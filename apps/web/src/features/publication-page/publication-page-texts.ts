// Texts of a listing's own page (ours; the issue names «Buscar similares»).
export const publicationPageTexts = {
  similar: 'Buscar similares',
  contact: 'Contacto',
  noContacts: 'Quien publica no muestra sus medios de contacto.',
  share: 'Compartir',
  partOf: (name: string) => `Publicada en ${name}`,
  moreOn: (name: string) => `Ver más en ${name}`,
  storeOf: (name: string) => `Ver la tienda de ${name}`,
  shareText: (title: string) => `Mirá esta publicación: ${title}`,
  loadFailed: 'No pudimos cargar esta publicación.',
  retry: 'Reintentar',
} as const;
