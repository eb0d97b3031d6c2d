// The synchronizer (product.md, Listings: Synchronizer): a user's listing source, its configuration per type and the
// states the screen 'Sincronizar publicaciones' shows.
import { z } from 'zod';
import { byCount, formatCount, formatNumber } from './format';

export const synchronizerMessages = {
  title: 'Sincronizar publicaciones',
  updated: 'Sincronización actualizada correctamente.',
  queued: 'Sincronización marcada para ejecutar.',
  willSyncOnSave: 'Las publicaciones se sincronizarán al guardar',
  pending: 'Sincronización próxima a ejecutarse',
  apiUnavailable: 'Aún no disponible',
  // ours
  deleted: 'Sincronización eliminada.',
  running: 'Sincronizando…',
  notConfigured: 'Todavía no configuraste una sincronización.',
  feedNotJson: 'El contenido del enlace no es un JSON válido.',
  feedShape: 'El JSON debe ser una lista de publicaciones o un objeto con una lista en "data".',
  feedTimeout: 'El enlace tardó demasiado en responder.',
  feedTooLarge: 'El contenido del enlace es demasiado grande.',
  feedUnreachable: 'No se pudo acceder al enlace.',
  privateHost: 'El enlace apunta a una dirección privada.',
  octoparseLogin: 'Octoparse rechazó el usuario o la contraseña.',
  octoparseTask: 'No se pudieron leer los datos de la tarea de Octoparse.',
  octoparseUnreachable: 'No se pudo conectar con Octoparse.',
  passwordUnreadable: 'No se pudo leer la contraseña guardada. Volvé a ingresarla y guardá.',
  failed: 'No se pudo completar la sincronización. Probá de nuevo más tarde.',
  invalidItems: (skipped: number, total: number, example: string) =>
    `${byCount(skipped, 'Se omitió', 'Se omitieron')} ${formatNumber(skipped)} de ${formatCount(total, 'publicación', 'publicaciones')} con datos inválidos (por ejemplo, ${example}).`,
  imagesSkipped: (count: number) => `No se pudieron descargar ${formatCount(count, 'imagen', 'imágenes')}.`,
} as const;

/**
 * The last errors that mean the run failed: its source could not be read, so no listing changed. Any other last
 * error (listings skipped, images not downloaded) is a run that went through with a warning.
 */
export const synchronizerFailures: readonly string[] = [
  synchronizerMessages.feedNotJson,
  synchronizerMessages.feedShape,
  synchronizerMessages.feedTimeout,
  synchronizerMessages.feedTooLarge,
  synchronizerMessages.feedUnreachable,
  synchronizerMessages.privateHost,
  synchronizerMessages.octoparseLogin,
  synchronizerMessages.octoparseTask,
  synchronizerMessages.octoparseUnreachable,
  synchronizerMessages.passwordUnreadable,
  synchronizerMessages.failed,
];

/** Whether the synchronizer's last finished run failed (see synchronizerFailures). */
export function lastRunFailed(synchronizer: { last_error: string | null }): boolean {
  return synchronizer.last_error !== null && synchronizerFailures.includes(synchronizer.last_error);
}

export const synchronizerTypes = [
  { value: 'json', title: 'JSON', disabled: false },
  { value: 'scraping', title: 'Scraping', disabled: false },
  { value: 'api', title: 'API', disabled: true },
] as const;

export const scrapingServices = [{ value: 'octoparse', title: 'Octoparse' }] as const;

export const jsonConfigSchema = z.object({ url: z.url({ protocol: /^https?$/ }).max(2000) });

/** The password is required when first set; on later saves an empty one keeps the stored password. */
export const scrapingConfigSchema = z.object({
  service: z.enum(['octoparse']),
  username: z.string().trim().min(1).max(255),
  password: z.string().max(255).optional(),
  taskId: z.string().trim().min(1).max(255),
});

export const synchronizerUpdateSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('json'), config: jsonConfigSchema }),
  z.object({ type: z.literal('scraping'), config: scrapingConfigSchema }),
  z.object({ type: z.literal('api'), config: z.record(z.string(), z.unknown()).optional() }),
]);

export const synchronizerSchema = z.object({
  id: z.number().int(),
  type: z.enum(['json', 'scraping', 'api']),
  /** Never holds the password: `has_password` says whether one is stored. */
  config: z.record(z.string(), z.unknown()),
  has_password: z.boolean(),
  sync_on: z.string().nullable(),
  status: z.enum(['idle', 'queued', 'running']),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  last_error: z.string().nullable(),
  publications_count: z.number().int(),
});
export type Synchronizer = z.infer<typeof synchronizerSchema>;
