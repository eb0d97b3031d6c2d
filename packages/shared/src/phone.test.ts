import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, numbersShown } from './phone';

describe('formatPhone', () => {
  it('shows a stored number in international style', () => {
    expect(formatPhone('+5491123456789')).toBe('+54 9 11 2345 6789');
    expect(formatPhone('+34612345678')).toBe('+34 612 34 56 78');
    expect(formatPhone('+14155552671')).toBe('+1 415 555 2671');
  });

  it('reads back as the same number, and leaves what it cannot read as it came', () => {
    expect(normalizePhone(formatPhone('+5491145231876'))).toBe('+5491145231876');
    expect(formatPhone('llamar al local')).toBe('llamar al local');
  });
});

describe('numbersShown', () => {
  it('reads out each number a person has, and none where they have none', () => {
    expect(numbersShown({ phone: '+5491123456789', whatsapp: null })).toEqual({
      phone: '+54 9 11 2345 6789',
      whatsapp: null,
    });
    expect(numbersShown({ phone: null, whatsapp: '+34612345678' })).toEqual({
      phone: null,
      whatsapp: '+34 612 34 56 78',
    });
  });
});
