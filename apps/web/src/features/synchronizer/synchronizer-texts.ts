// Texts of 'Sincronizar publicaciones' that the spec does not quote (ours). The spec's own texts come from
// @vitrina/shared (synchronizerMessages).
import { formatCount, formatNumber } from '@vitrina/shared/format';

export const synchronizerTexts = {
  intro: 'Traé tus publicaciones desde otro sistema: se crean y se actualizan solas, y no se editan a mano.',
  type: 'Tipo de sincronización',
  typePlaceholder: 'Elegí el tipo',
  typeOption: (title: string, disabled: boolean, note: string) => (disabled ? `${title} (${note})` : title),
  typeHints: {
    json: 'Un enlace que devuelve tus publicaciones en formato JSON.',
    scraping: 'Una tarea de extracción de datos de Octoparse.',
    api: '',
  } as Record<string, string>,
  url: 'URL del JSON',
  urlPlaceholder: 'https://tu-sitio.com/publicaciones.json',
  service: 'Servicio',
  username: 'Usuario',
  password: 'Contraseña',
  passwordStored: 'Guardada. Dejala vacía para mantenerla.',
  taskId: 'ID de la tarea',
  save: 'Guardar',
  sync: 'Sincronizar',
  remove: 'Eliminar',
  removeTitle: 'Eliminar sincronización',
  removeText: 'Dejarán de llegar publicaciones desde esta fuente, y se eliminan las que trajo. No se puede deshacer.',
  status: 'Estado',
  lastSync: (date: string) => `Última sincronización: ${date}`,
  lastFailed: (date: string) => `Última sincronización fallida: ${date}`,
  progress: (done: number, total: number) =>
    `${formatNumber(done)} de ${formatCount(total, 'publicación', 'publicaciones')}`,
  progressLabel: 'Progreso de la sincronización',
  lastError: 'Último error',
  count: (count: number) => formatCount(count, 'publicación sincronizada', 'publicaciones sincronizadas'),
  configTitle: 'Configuración',
} as const;
