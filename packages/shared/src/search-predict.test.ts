import { describe, expect, it } from 'vitest';
import {
  decisionsNeeded,
  modePredicts,
  predictMessages,
  predictRequestSchema,
  predictionMinimum,
} from './search-predict';

describe('predictMessages', () => {
  it('says the spec toasts letter for letter', () => {
    expect(predictMessages.selected(0)).toBe('No se seleccionaron publicaciones.');
    expect(predictMessages.selected(1)).toBe('Se seleccionó una publicación.');
    expect(predictMessages.selected(7)).toBe('Se seleccionaron 7 publicaciones.');
    expect(predictMessages.included).toBe('Predicciones incluídas');
  });

  it('counts the predictions undone, in the singular for one', () => {
    expect(predictMessages.undone(0)).toBe('No había predicciones para deshacer.');
    expect(predictMessages.undone(1)).toBe('Se deshizo una predicción.');
    expect(predictMessages.undone(4)).toBe('Se deshicieron 4 predicciones.');
  });

  it('names how many decisions are missing, in the singular for one', () => {
    expect(predictMessages.notReady(1)).toMatch(/^Decidí al menos una publicación más/);
    expect(predictMessages.notReady(4)).toMatch(/^Decidí al menos 4 publicaciones más/);
  });
});

describe('decisionsNeeded', () => {
  it('asks for the minimum of decisions, and of likes and discards each', () => {
    expect(decisionsNeeded(0, 0)).toBe(predictionMinimum.decisions);
    expect(decisionsNeeded(5, 4)).toBe(1);
    expect(decisionsNeeded(12, 1)).toBe(2);
    expect(decisionsNeeded(0, 20)).toBe(3);
    expect(decisionsNeeded(3, 7)).toBe(0);
  });
});

describe('modePredicts', () => {
  it('is true only for a mode flagged predict', () => {
    expect(modePredicts('assisted')).toBe(true);
    expect(modePredicts('manual')).toBe(false);
    expect(modePredicts(null)).toBe(false);
    expect(modePredicts('otro')).toBe(false);
  });
});

describe('predictRequestSchema', () => {
  it('defaults except to none and caps it as the results do', () => {
    expect(predictRequestSchema.parse({})).toEqual({ except: [] });
    const many = predictRequestSchema.safeParse({ except: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(many.success).toBe(false);
    expect(many.error?.issues[0].message).toBe('Se pueden excluir hasta 500 publicaciones por pedido.');
  });
});
