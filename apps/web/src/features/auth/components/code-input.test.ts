import { describe, expect, it } from 'vitest';
import { codeFromText } from './code-input';

describe('codeFromText', () => {
  it('takes the 6 digits of a pasted code, alone or in a sentence', () => {
    expect(codeFromText('123456')).toBe('123456');
    expect(codeFromText(' 123456\n')).toBe('123456');
    expect(codeFromText('Tu código es 123 456')).toBe('123456');
    expect(codeFromText('Código: 123-456.')).toBe('123456');
  });

  it('refuses texts without exactly 6 digits in a row', () => {
    expect(codeFromText('12345')).toBeNull();
    expect(codeFromText('1234567')).toBeNull();
    expect(codeFromText('hola')).toBeNull();
  });
});
