// Spanish texts of the swipe deck (product.md, Searches: Swipe deck; The options and the final slide). Quotes of the
// spec are the contract, letter for letter; the rest are ours. What packages/shared already holds (messages.ts: the
// validation texts, the share fallbacks, the searches' toasts) is read from there, not retyped here.
import { byCount, formatCount } from '@vitrina/shared/format';

export const deckTexts = {
  options: 'Opciones de la búsqueda',
  editTitle: 'Cambiar nombre',
  share: 'Compartir búsqueda',
  invite: 'Invitar',
  stop: 'Detener',
  finish: 'Finalizar selección',
  publish: 'Publicar búsqueda',
  publishHint: 'Podrán verla los integrantes del grupo',
  unpublish: 'Dejar de publicar',
  // ours
  sendList: 'Enviar lista',
  filtered: 'Publicaciones filtradas',
  likedCount: (count: number) =>
    `${byCount(count, 'Te gusta', 'Te gustan')} ${formatCount(count, 'publicación', 'publicaciones')}`,
  guideAgain: 'Cómo funcionan las búsquedas',
  listCopied: 'Copiamos tu lista: pegala donde quieras enviarla.',
  sharing: 'Quien tenga el link puede sumarse y elegir con vos.',
  notSharing: 'Invitá a tus clientes o colegas: cada uno elige por su cuenta y ves dónde coinciden.',
  shareStopped: 'Nadie más podrá sumarse. Quienes ya están siguen participando.',
  link: 'Link de la búsqueda',
  copy: 'Copiar',
  linkCopied: 'Link copiado.',
  shareText: (title: string) => `Mirá esta búsqueda y elegí las que te gusten: ${title}`,
  description: 'Descripción (opcional)',
  coincidence: (names: string[]) =>
    `¡Coincidencia! También le gusta a ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`}.`,
  // ours: a burst of coincidences is one toast whose text counts them
  coincidences: (count: number, names: string[]) =>
    `¡${count} coincidencias seguidas! También ${names.length === 1 ? 'le' : 'les'} gustan a ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`}.`,
  deck: 'Resultados de la búsqueda',
  actions: 'Acciones sobre la publicación',
  back: 'Volver',
  discard: 'No me gusta',
  undo: 'Deshacer',
  like: 'Me gusta',
  likeHint: 'Mantené presionado para un SuperLike',
  optionsButton: (count: number | null) =>
    count === null ? 'Opciones' : `Opciones (${formatCount(count, 'publicación', 'publicaciones')} por ver)`,
  previousImage: 'Imagen anterior',
  nextImage: 'Imagen siguiente',
  imageOf: (current: number, total: number) => `Imagen ${current} de ${total}`,
  openDetail: 'Ver detalle',
  detail: 'Detalle de la publicación',
  close: 'Cerrar',
  loading: 'Buscando publicaciones…',
  liked: (title: string) => `Te gusta: ${title}`,
  superliked: (title: string) => `SuperLike: ${title}`,
  discarded: (title: string) => `No te gusta: ${title}`,
  undone: (title: string) => `Volvió: ${title}`,
  reverted: (title: string) => `No se guardó tu decisión sobre ${title}`,
  stamps: { like: 'ME GUSTA', nope: 'NO', super: 'SUPERLIKE' },
  finalTitle: 'Llegaste al final',
  finalText: 'Ya viste todas las publicaciones que hay por ahora para esta búsqueda.',
  emptyTitle: 'Todavía no hay publicaciones para esta búsqueda',
  emptyText:
    'Ninguna publicación coincide con estos filtros por ahora. Probá con otros filtros o pedí que te avisemos cuando aparezca alguna.',
  changeFilters: 'Cambiar filtros',
  alertOn: 'Listo: te vamos a avisar cuando haya publicaciones nuevas para esta búsqueda.',
  alertOff: 'Dejar de avisarme',
  backToBuilder: 'Volver a la búsqueda',
  seePublications: 'Ver publicaciones elegidas',
  history: 'Ver mis búsquedas',
  pending: (count: number) => `${formatCount(count, 'publicación', 'publicaciones')} por ver`,
  newTitle: 'Nuevo nombre',
  save: 'Guardar',
  cancel: 'Cancelar',
  keyboard: 'Flechas: izquierda no me gusta, derecha me gusta, arriba SuperLike. Retroceso o Z deshace.',
  guide: {
    label: 'Guía de la búsqueda',
    next: 'Siguiente',
    previous: 'Anterior',
    close: 'Cerrar guía',
    done: 'Entendido',
    step: (current: number, total: number) => `Paso ${current} de ${total}`,
    steps: [
      {
        title: 'Tus resultados',
        text: 'Cada tarjeta es una publicación que coincide con tu búsqueda. Vas a verlas de a una.',
      },
      { title: 'Me gusta', text: 'Deslizá la tarjeta hacia la derecha, o tocá el corazón, si te gusta.' },
      {
        title: 'No me gusta',
        text: 'Deslizá hacia la izquierda, o tocá la cruz, para descartarla: no vuelve a aparecer.',
      },
      {
        title: 'SuperLike',
        text: 'Mantené presionado el corazón: a la media segunda se marca y al segundo y medio es un SuperLike.',
      },
      { title: 'Fotos', text: 'Tocá los costados de la imagen para pasar las fotos de la publicación.' },
      { title: 'Detalle', text: 'Tocá el título de la tarjeta para ver la publicación completa.' },
      { title: 'Deshacer', text: 'Si te equivocaste, la flecha circular trae de vuelta la última tarjeta.' },
      {
        title: 'Opciones',
        text: 'En opciones podés cambiar el nombre de la búsqueda; el número indica cuántas publicaciones quedan por ver.',
      },
    ],
  },
};
