// The Spanish texts of listings both apps show, apart from publications.ts's schemas: a page that writes a listing
// (its own page, the deck's detail) loads these without building every schema of the form.
export const publicationMessages = {
  created: 'Publicación cargada correctamente.',
  updated: 'Publicación actualizada correctamente.',
  deleted: 'Publicación eliminada correctamente.',
  synced: 'Sincronizada automáticamente',
  creator: 'Eres el creador de la publicación',
  private: 'Privada',
  brandNew: 'A estrenar',
  credit: 'Apto crédito',
  noData: 'No hay datos.',
  unspecified: 'Sin especificar',
  // ours
  imageType: 'Las imágenes deben ser JPG o PNG.',
  imageUnreadable: 'No se pudo leer la imagen.',
  tooManyImages: (max: number) => `Se pueden cargar hasta ${max} imágenes.`,
  categoryType: 'La categoría no corresponde al tipo de publicación.',
  offerAbovePrice: 'La oferta no puede superar el precio.',
  operationRequired: 'Elegí la operación del inmueble.',
  syncedReadOnly: 'Las publicaciones sincronizadas no se pueden modificar ni eliminar.',
  notCreator: 'Sólo quien creó la publicación puede modificarla.',
  priorityRemoved: 'Prioridad quitada.',
  prioritySet: 'Prioridad definida.',
} as const;
