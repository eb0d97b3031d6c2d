import { describe, expect, it } from 'vitest';
import { isReservedSlug, normalizeSlug } from './slug';

describe('normalizeSlug (product.md, Sign-in and the account: Tienda)', () => {
  it('lowercases, turns spaces into hyphens and drops other characters', () => {
    expect(normalizeSlug('Inmobiliaria Sur')).toBe('inmobiliaria-sur');
    expect(normalizeSlug('Moda & Estilo!! 2024')).toBe('moda-estilo-2024');
  });

  it('collapses repeated hyphens and trims them at the ends', () => {
    expect(normalizeSlug('--a   b--c--')).toBe('a-b-c');
    expect(normalizeSlug('  ')).toBe('');
  });

  it('keeps accented letters without their accent', () => {
    expect(normalizeSlug('Peña Ñandú')).toBe('pena-nandu');
  });

  it("refuses the app's own route names", () => {
    expect(isReservedSlug('Admin')).toBe(true);
    expect(isReservedSlug('search')).toBe(true);
    expect(isReservedSlug('legal')).toBe(true);
    expect(isReservedSlug('inmobiliaria-sur')).toBe(false);
  });
});
