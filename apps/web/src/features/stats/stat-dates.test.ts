// Argentina's days and the range presets (product.md, Statistics: Range).
import { describe, expect, it } from 'vitest';
import { argentinaToday, rangeError, statPresets } from './stat-dates';

describe('the statistics days', () => {
  it("takes today's date in Buenos Aires, not in UTC", () => {
    expect(argentinaToday(new Date('2026-11-21T01:30:00.000Z'))).toBe('2026-11-20');
    expect(argentinaToday(new Date('2026-11-21T03:00:00.000Z'))).toBe('2026-11-21');
  });

  it('offers the presets in the spec order, counting back from today', () => {
    expect(statPresets('2026-03-10', { default: 30, max: 365 })).toEqual([
      { key: 'today', label: 'Hoy', range: ['2026-03-10', '2026-03-10'] },
      { key: 'month', label: 'Este mes', range: ['2026-03-01', '2026-03-10'] },
      { key: 'last-month', label: 'Mes anterior', range: ['2026-02-01', '2026-02-28'] },
      { key: 'default', label: 'Últimos 30 días', range: ['2026-02-09', '2026-03-10'] },
      { key: 'max', label: 'Últimos 365 días', range: ['2025-03-11', '2026-03-10'] },
    ]);
  });

  it('refuses reversed, future, impossible and too long ranges', () => {
    expect(rangeError(['2026-03-01', '2026-03-10'], 365, '2026-03-10')).toBeNull();
    expect(rangeError(['2025-03-11', '2026-03-10'], 365, '2026-03-10')).toBeNull();
    expect(rangeError(['2025-03-10', '2026-03-10'], 365, '2026-03-10')).toBe(
      'El rango de fechas no puede superar los 365 días.',
    );
    expect(rangeError(['2026-03-05', '2026-03-01'], 365, '2026-03-10')).toBe(
      'La fecha de inicio debe ser anterior o igual a la de fin.',
    );
    expect(rangeError(['2026-02-30', '2026-03-01'], 365, '2026-03-10')).toBe('Ingresa una fecha válida (AAAA-MM-DD).');
    expect(rangeError(['2026-03-01', '2026-03-11'], 365, '2026-03-10')).toBe(
      'La fecha de fin no puede ser posterior a hoy.',
    );
  });
});
