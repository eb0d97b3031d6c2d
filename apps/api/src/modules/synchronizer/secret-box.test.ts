import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box';

const key = 'clave-de-prueba-con-mas-de-treinta-y-dos-caracteres';

describe('secret box', () => {
  it('seals with a fresh nonce each time and opens with the same key only', () => {
    const first = seal(key, 'contraseña-octoparse');
    const second = seal(key, 'contraseña-octoparse');
    expect(first).toMatch(/^v1\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('contrase');
    expect(open(key, first)).toBe('contraseña-octoparse');
    expect(open(`${key}-otra`, first)).toBeNull();
  });

  it('refuses an altered or foreign value instead of opening it to garbage', () => {
    const sealed = seal(key, 'secreto');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(open(key, `v1.${raw.toString('base64url')}`)).toBeNull();
    expect(open(key, 'secreto')).toBeNull();
    expect(open(key, 'v1.corto')).toBeNull();
  });
});
