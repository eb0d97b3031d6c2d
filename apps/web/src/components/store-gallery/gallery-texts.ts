// Texts of a store's gallery that the spec does not quote (ours).
export const galleryTexts = {
  emptyTitle: 'Todavía no hay publicaciones',
  emptyText: (name: string) => `Cuando ${name} cargue publicaciones, sus fotos van a aparecer acá.`,
  imageAlt: (index: number, name: string) => `Imagen ${index} de ${name}`,
  openListing: (name: string) => `Ver ${name}`,
} as const;
