// Conversations on a listing (docs/product.md, Conversations on a listing; decision 028): in a search, each listing
// has a thread its participants read and write. A message as answered, its page (oldest first), what is sent, and
// the Spanish texts of the thread panel and its errors.
import { z } from 'zod';
import { pagedSchema } from './pagination';

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
  older: 'Ver mensajes anteriores',
  loading: 'Cargando la conversación…',
  confirmRemove: '¿Eliminar este mensaje? Nadie más podrá leerlo.',
  you: 'Vos',
} as const;

export const threadUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});

export const threadMessageSchema = z.object({
  id: z.number().int(),
  user: threadUserSchema,
  text: z.string(),
  created_at: z.string(),
  /** When the author last changed it; null when never. */
  edited_at: z.string().nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const threadPageSchema = pagedSchema(threadMessageSchema);
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const threadQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(threadLimits.pageSizeMax).default(threadLimits.pageSize),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ThreadQuery = z.infer<typeof threadQuerySchema>;

/** Links stay text: the text is kept as written and every screen and mail shows it escaped, never as markup. */
export const threadMessageBodySchema = z.object({
  text: z.string().trim().min(1).max(threadLimits.textMax),
});
export type ThreadMessageBody = z.infer<typeof threadMessageBodySchema>;

/** Where a thread opens: the filtered results of its search with its panel open. */
export function threadPath(searchUuid: string, publicationId: number): string {
  return `/account/search/${searchUuid}/filtered?thread=${publicationId}`;
}
