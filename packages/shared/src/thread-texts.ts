// The texts, limits and links of a listing's thread (threads.ts), apart from its zod schemas so that the deck's card,
// which shows a thread's count, brings no zod into its route.
export const threadLimits = {
  textMax: 2000,
  /** How long the author may still edit or delete a message. */
  editWindowMs: 10 * 60 * 1000,
  pageSize: 50,
  pageSizeMax: 100,
} as const;

export const threadTexts = {
  // ours: the product does not word these.
  notParticipant: 'Sólo quienes participan de la búsqueda pueden leer y escribir en esta conversación.',
  notFound: 'El mensaje no existe o ya fue eliminado.',
  tooLate: 'Pasaron más de 10 minutos: ya no podés cambiar este mensaje.',
  notAuthor: 'Sólo quien escribió el mensaje puede editarlo.',
  notYours: 'Sólo quien escribió el mensaje o quien creó la búsqueda pueden eliminarlo.',
  impersonating: 'Mientras actuás como otra persona no podés escribir en sus conversaciones.',
  deleted: 'Mensaje eliminado.',
  title: 'Conversación',
  open: (count: number) => (count > 0 ? `Conversación (${count})` : 'Conversación'),
  cardCount: (count: number) => `${count} ${count === 1 ? 'mensaje' : 'mensajes'}`,
  empty: 'Todavía no hay mensajes. Escribí el primero: lo leen todos los que participan de la búsqueda.',
  placeholder: 'Escribí un mensaje…',
  label: 'Mensaje',
  send: 'Enviar',
  save: 'Guardar',
  cancel: 'Cancelar',
  edit: 'Editar',
  remove: 'Eliminar',
  edited: 'editado',
  more: 'Ver más mensajes',
  loading: 'Cargando la conversación…',
  confirmRemove: '¿Eliminar este mensaje? Nadie más podrá leerlo.',
  you: 'Vos',
} as const;

/** Where a thread opens: the filtered results of its search with its panel open. */
export function threadPath(searchUuid: string, publicationId: number): string {
  return `/account/search/${searchUuid}/filtered?thread=${publicationId}`;
}
