import { describe, expect, it } from 'vitest';
import { parseQuery } from '@vitrina/shared/query-parse/parse-query';
import { prefillFromState, prefillOf } from './query-prefill';
import { toFilter } from './wizard-model';

const context = { hasStores: false, propertyFilterAdded: false };

describe("the query box's result in the builder", () => {
  it('gives the wizard back the filter it would build (its last filter), the others as added, places and order', () => {
    const result = parseQuery('casa o PH en venta en Villa Crespo 3 ambientes hasta 200 mil apto crédito lo más nuevo');
    const prefill = prefillOf(result);
    expect(prefill.filters).toEqual([result.filters[0]]);
    expect(toFilter(prefill.draft, context)).toEqual(result.filters[1]);
    expect(prefill.places).toEqual([
      { reference: 'neighbourhood:caba:villa-crespo', description: 'Villa Crespo, Ciudad Autónoma de Buenos Aires' },
    ]);
    expect(prefill.order).toBe('recent');
  });

  it('round-trips a clothing filter through the wizard', () => {
    const [filter] = parseQuery('zapatillas nike talle 42 de mujer última temporada hasta 90 mil').filters;
    expect(toFilter(prefillOf({ filters: [filter], places: [], order: 'relevance' }).draft, context)).toEqual(filter);
  });

  it('reads a prefill from the navigation state only when it has one', () => {
    expect(prefillFromState(null)).toBeNull();
    expect(prefillFromState({ other: 1 })).toBeNull();
    expect(prefillFromState({ queryBox: { filters: [], places: [], order: 'relevance' } })).not.toBeNull();
  });
});
