// Texts of the store page that the spec does not quote (ours).
export const storeTexts = {
  contact: 'Contactar',
  search: 'Buscar',
  galleryTitle: 'Publicaciones',
  emptyTitle: 'Todavía no hay publicaciones',
  emptyText: (name: string) => `Cuando ${name} cargue publicaciones, sus fotos van a aparecer acá.`,
  ownerHint: 'Así ven tu tienda tus clientes.',
  ownerAction: 'Cambiar dirección',
  imageAlt: (index: number, name: string) => `Imagen ${index} de ${name}`,
  openListing: (name: string) => `Ver ${name}`,
  loadFailed: 'No pudimos cargar esta tienda.',
  retry: 'Reintentar',
} as const;
