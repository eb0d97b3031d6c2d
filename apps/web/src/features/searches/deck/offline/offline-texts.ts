// Spanish texts of the deck without a connection (product.md, Notifications and the installable app: Offline). Ours:
// the product quotes none.
import { formatCount } from '@vitrina/shared/format';

export const offlineTexts = {
  unsent: (count: number) => `${formatCount(count, 'decisión', 'decisiones')} sin enviar`,
  unsentHint: 'se envían al volver la conexión',
  sending: 'enviando…',
  offline: 'Sin conexión',
  pending: 'Pendiente',
  pendingCard: (title: string) => `Tu decisión sobre ${title} está pendiente de envío`,
  searchOffline: 'Sin conexión. La búsqueda se abre cuando vuelvas a estar en línea.',
  noMoreOffline: 'Sin conexión no podemos traer más publicaciones. Seguimos cuando vuelvas a estar en línea.',
  refusedTitle: 'No se guardó una decisión',
  refused: (title: string, reason: string) => `Tu decisión sobre «${title}» no se pudo guardar: ${reason}`,
  gone: 'La publicación ya no está disponible.',
};
