// Prediction in a search (product.md, Searches: Prediction, predict/count and predict/select and their toasts): in a
// mode flagged `predict`, the API learns from a participant's own likes and discards in the search and foresees which
// of the listings they have not decided yet they would like. `count` says how many; `select` likes them for the
// participant, marked as predicted; `undo` takes the participant's predicted likes back out. The API validates with
// these schemas and the web shows these texts.
import { z } from 'zod';
import { searchModes } from './enums';
import { formatCount } from './format';
import { searchLimits, searchMessages } from './searches';
import './validation';

/**
 * How much a participant must have decided before the model predicts: enough decisions, and enough of each kind,
 * since a model that has never seen a discard (or a like) has nothing to tell them apart by (decision 011).
 */
export const predictionMinimum = { decisions: 10, likes: 3, discards: 3 } as const;

/** How many more decisions a participant needs before the model predicts (0: ready). */
export function decisionsNeeded(likes: number, discards: number): number {
  return Math.max(
    0,
    predictionMinimum.decisions - likes - discards,
    predictionMinimum.likes - likes,
    predictionMinimum.discards - discards,
  );
}

export const predictMessages = {
  // The spec's toasts after predict/select (§8), letter for letter.
  selected: (count: number) =>
    count === 0
      ? 'No se seleccionaron publicaciones.'
      : count === 1
        ? 'Se seleccionó una publicación.'
        : `Se seleccionaron ${formatCount(count, 'publicación', 'publicaciones')}.`,
  // The spec's state once predicted likes are in (§4).
  included: 'Predicciones incluídas',
  // ours
  notReady: (needed: number) =>
    needed === 1
      ? 'Decidí al menos una publicación más, entre las que te gustan y las que no, para que podamos predecir.'
      : `Decidí al menos ${formatCount(needed, 'publicación', 'publicaciones')} más, entre las que te gustan y las que no, para que podamos predecir.`,
  manualMode: 'Esta búsqueda es de selección manual: elegí la selección asistida para que podamos predecir.',
  noDecisions: 'Todavía no decidiste ninguna publicación en esta búsqueda: decidí algunas para que podamos predecir.',
  // ours: the toast after predict/undo
  undone: (count: number) =>
    count === 0
      ? 'No había predicciones para deshacer.'
      : count === 1
        ? 'Se deshizo una predicción.'
        : `Se deshicieron ${formatCount(count, 'predicción', 'predicciones')}.`,
} as const;

/** Whether a search mode (the search's `filtered`) offers prediction. */
export function modePredicts(mode: string | null | undefined): boolean {
  return searchModes.some((item) => item.value === mode && item.predict);
}

/** The body of both calls: the ids the client already holds (viewed, not yet decided), left out like the deck's. */
export const predictRequestSchema = z
  .object({
    except: z
      .array(z.number().int().positive())
      .max(searchLimits.exceptMax, { error: searchMessages.tooManyExcept })
      .default([]),
  })
  .strict();
export type PredictRequest = z.input<typeof predictRequestSchema>;

/**
 * predict/count: how many of the caller's undecided results the model expects them to like. `ready` is false below
 * the minimum (`predictionMinimum`), and then `count` is 0 and `needed` says how many decisions are missing.
 */
export const predictCountSchema = z.object({
  count: z.number().int(),
  ready: z.boolean(),
  /** The caller's own decisions in the search (predicted likes not counted). */
  decisions: z.number().int(),
  needed: z.number().int(),
});
export type PredictCount = z.infer<typeof predictCountSchema>;

/** predict/select: the listings liked for the caller, with the toast to show. */
export const predictSelectSchema = z.object({
  count: z.number().int(),
  message: z.string(),
  ids: z.array(z.number().int()),
});
export type PredictSelect = z.infer<typeof predictSelectSchema>;

/**
 * predict/undo: the caller's predicted likes in the search, removed (their own decisions stay), with the toast to
 * show; `ids` the listings that are undecided again, ascending.
 */
export const predictUndoSchema = z.object({
  count: z.number().int(),
  message: z.string(),
  ids: z.array(z.number().int()),
});
export type PredictUndo = z.infer<typeof predictUndoSchema>;
