import { describe, expect, it } from 'vitest';
import { intentChips, withoutChip } from './chips';
import { parseIntent } from './parse-query';
import { intentResult } from './to-filters';

describe("the query box's chips", () => {
  it('name each thing understood, in the wizard’s order', () => {
    const { intent } = parseIntent(
      'depto 3 ambientes en Palermo hasta 150 mil dólares con cochera más baratos primero',
    );
    expect(intentChips(intent).map((chip) => chip.label)).toEqual([
      'Departamento',
      'Hasta US$ 150.000',
      '3 ambientes',
      'Con cochera',
      'Palermo',
      'Menor precio',
    ]);
  });

  it('name and remove «Acepta mascotas»', () => {
    const { intent } = parseIntent('ph en alquiler acepta mascotas');
    expect(intentChips(intent).map((chip) => chip.label)).toContain('Acepta mascotas');
    expect(intentResult(intent).filters[0].extras).toEqual({ pets: true });
    expect(intentResult(withoutChip(intent, 'pets')).filters[0].extras).toBeUndefined();
  });

  it('remove what they say, and the filters follow', () => {
    let { intent } = parseIntent('casa o PH en venta en Villa Crespo con patio hasta 200 mil');
    intent = withoutChip(intent, 'category:casa');
    intent = withoutChip(intent, 'tag:patio');
    intent = withoutChip(intent, 'place:neighbourhood:caba:villa-crespo');
    const result = intentResult(intent);
    expect(result.filters).toEqual([
      { type: 'property', category: 'ph', operation: 'venta', amount: { min: null, max: 200_000 }, currency: 'USD' },
    ]);
    expect(result.places).toEqual([]);
    expect(result.title).toBe('PH en venta hasta US$ 200.000');
  });

  it('leave no filter when every kind is removed, rather than guessing the likely ones again', () => {
    let { intent } = parseIntent('3 ambientes en Palermo');
    expect(intentChips(intent).map((chip) => chip.label)).toEqual([
      'Departamento',
      'Casa',
      'PH',
      '3 ambientes',
      'Palermo',
    ]);
    for (const category of ['departamento', 'casa', 'ph']) intent = withoutChip(intent, `category:${category}`);
    expect(intentResult(intent).filters).toEqual([]);
  });
});
