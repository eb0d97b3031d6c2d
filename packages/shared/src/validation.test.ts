import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, firstMessage, optionalText, requiredText, toFieldErrors } from './validation';
import { phoneField } from './phone';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation error');
  return toFieldErrors(result.error);
}

describe('validation texts (product.md, The shell)', () => {
  const form = z.object({
    name: requiredText(3, 150),
    email: emailField(),
    age: z.number().min(18).max(99),
    site: z.url().optional(),
  });

  it('reports a missing or blank field as required', () => {
    expect(errorsOf(form, { email: 'a@b.co', age: 20 }).name).toEqual(['Este campo es obligatorio']);
    expect(errorsOf(form, { name: '   ', email: 'a@b.co', age: 20 }).name).toEqual(['Este campo es obligatorio']);
  });

  it('gives the length limits', () => {
    expect(errorsOf(form, { name: 'ab', email: 'a@b.co', age: 20 }).name).toEqual([
      'Este campo debe tener al menos 3 caracteres',
    ]);
    expect(errorsOf(form, { name: 'x'.repeat(151), email: 'a@b.co', age: 20 }).name).toEqual([
      'Este campo debe tener 150 caracteres como máximo',
    ]);
  });

  it('gives the value limits, numbers and formats', () => {
    const errors = errorsOf(form, { name: 'Ana', email: 'no-es-mail', age: 5, site: 'nada' });
    expect(errors.email).toEqual(['No es una dirección de correo electrónico válida']);
    expect(errors.age).toEqual(['Este campo debe tener un valor mínimo de 18']);
    expect(errors.site).toEqual(['No es una dirección web válida']);
    expect(errorsOf(form, { name: 'Ana', email: 'a@b.co', age: 120 }).age).toEqual([
      'Este campo debe tener un valor máximo de 99',
    ]);
    expect(errorsOf(form, { name: 'Ana', email: 'a@b.co', age: 'diez' }).age).toEqual(['No es un número']);
  });

  it('keys nested fields by their path and picks the first message', () => {
    const errors = errorsOf(z.object({ address: z.object({ title: requiredText() }) }), { address: { title: '' } });
    expect(errors).toEqual({ 'address.title': ['Este campo es obligatorio'] });
    expect(firstMessage(errors)).toBe('Este campo es obligatorio');
    expect(firstMessage({})).toBe('Los datos enviados no son válidos.');
  });

  it('normalises emails and optional texts', () => {
    expect(emailField().parse('  Ana.Perez@Mail.COM ')).toBe('ana.perez@mail.com');
    expect(optionalText(10).parse('')).toBeNull();
    expect(optionalText(10).parse(undefined)).toBeNull();
    expect(optionalText(10).parse(' hola ')).toBe('hola');
  });
});

describe('phone', () => {
  it('normalises an international number to E.164', () => {
    expect(phoneField().parse('+54 9 11 4567-8901')).toBe('+5491145678901');
    expect(phoneField().parse('')).toBeNull();
  });

  it('asks for the country code otherwise', () => {
    expect(errorsOf(z.object({ phone: phoneField() }), { phone: '11 4567-8901' }).phone).toEqual([
      'Debe incluir el código de país, incluyendo el signo +',
    ]);
    expect(errorsOf(z.object({ phone: phoneField() }), { phone: '+54 12' }).phone).toEqual([
      'Debe incluir el código de país, incluyendo el signo +',
    ]);
  });
});
