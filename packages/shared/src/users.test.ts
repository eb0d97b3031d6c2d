import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './validation';
import { profileUpdateSchema, slugUpdateSchema } from './users';
import { recoverCheckRequestSchema, signupRequestSchema } from './auth';

describe('slug update', () => {
  it('normalises before checking the length', () => {
    expect(slugUpdateSchema.parse({ slug: '  Inmobiliaria  Sur!! ' })).toEqual({ slug: 'inmobiliaria-sur' });
    const result = slugUpdateSchema.safeParse({ slug: '¡¡a!!' });
    expect(result.success || toFieldErrors(result.error)).toEqual({
      slug: ['Este campo debe tener al menos 3 caracteres'],
    });
  });

  it('refuses route names', () => {
    const result = slugUpdateSchema.safeParse({ slug: 'Admin' });
    expect(result.success || toFieldErrors(result.error)).toEqual({
      slug: ['Esa dirección está reservada, elegí otra'],
    });
  });
});

describe('profile update', () => {
  it('reads lists the way multipart sends them', () => {
    const parsed = profileUpdateSchema.parse({
      name: 'Lucía',
      contact_types: 'email,whatsapp',
      notification_types: ['search_coincidence'],
    });
    expect(parsed.contact_types).toEqual(['email', 'whatsapp']);
    expect(parsed.notification_types).toEqual(['search_coincidence']);
    expect(profileUpdateSchema.parse({ name: 'Lucía', contact_types: '' }).contact_types).toEqual([]);
  });

  it('refuses unknown contact means', () => {
    const result = profileUpdateSchema.safeParse({ name: 'Lucía', contact_types: 'fax' });
    expect(result.success).toBe(false);
  });
});

describe('sign-in requests', () => {
  it('needs a 6-digit code', () => {
    expect(recoverCheckRequestSchema.safeParse({ email: 'a@b.co', code: '123456' }).success).toBe(true);
    expect(recoverCheckRequestSchema.safeParse({ email: 'a@b.co', code: '12345' }).success).toBe(false);
    expect(recoverCheckRequestSchema.safeParse({ email: 'a@b.co', code: 'abcdef' }).success).toBe(false);
  });

  it('gives the signup name limits in Spanish', () => {
    const result = signupRequestSchema.safeParse({ email: 'a@b.co', name: 'x'.repeat(151) });
    expect(result.success || toFieldErrors(result.error)).toEqual({
      name: ['Este campo debe tener 150 caracteres como máximo'],
    });
  });
});

describe('group scope', async () => {
  const { groupCreateSchema, groupScopeNote } = await import('./groups');
  it("reads '', 1 and 0 (and their other spellings) as all, only public and only private", () => {
    for (const value of ['', null, undefined, 'null'])
      expect(groupCreateSchema.parse({ name: 'Equipo Sur', public: value }).public).toBeNull();
    for (const value of [1, '1', true, 'true'])
      expect(groupCreateSchema.parse({ name: 'Equipo Sur', public: value }).public).toBe(true);
    for (const value of [0, '0', false, 'false'])
      expect(groupCreateSchema.parse({ name: 'Equipo Sur', public: value }).public).toBe(false);
    expect(groupCreateSchema.safeParse({ name: 'Equipo Sur', public: 'a veces' }).success).toBe(false);
  });

  it('words each scope as product.md does (Groups)', () => {
    expect(groupScopeNote(true)).toBe('Sólo publicaciones públicas de cada integrante');
    expect(groupScopeNote(false)).toBe('Sólo publicaciones privadas de cada integrante');
    expect(groupScopeNote(null)).toBe('Todas las publicaciones (públicas y privadas) de cada integrante');
  });
});
