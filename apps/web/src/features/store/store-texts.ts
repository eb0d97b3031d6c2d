// Texts of the store page that the spec does not quote (ours).
export const storeTexts = {
  contact: 'Contactar',
  search: 'Buscar',
  galleryTitle: 'Publicaciones',
  ownerHint: 'Así ven tu tienda tus clientes.',
  ownerAction: 'Cambiar dirección',
  loadFailed: 'No pudimos cargar esta tienda.',
  retry: 'Reintentar',
} as const;
