import { describe, expect, it } from 'vitest';
import { errorMessage, errorMessages, fieldErrors } from './error-message';
import { HttpError } from './http';

describe('errorMessages (product.md, The shell: Errors)', () => {
  it('says the request failed when no response arrived', () => {
    expect(errorMessages(new HttpError(null, null))).toEqual(['Ocurrió un error con la petición.']);
  });

  it("shows the server's message when the body has one", () => {
    expect(errorMessages(new HttpError(403, { message: 'No tienes los permisos suficientes.' }))).toEqual([
      'No tienes los permisos suficientes.',
    ]);
    expect(errorMessages(new HttpError(503, { message: 'Servicio en mantenimiento.' }))).toEqual([
      'Servicio en mantenimiento.',
    ]);
  });

  it("prefers the server's message over the fixed text of its status", () => {
    expect(errorMessages(new HttpError(404, { message: 'El grupo no existe.' }))).toEqual(['El grupo no existe.']);
  });

  it.each([
    [404, 'No se encontró la información que buscaba.'],
    [413, 'El archivo que intenta subir es demasiado grande.'],
    [429, 'Demasiados intentos, aguarde un momento y vuelva a intentar.'],
  ])('gives the fixed text for %i without a message', (status, text) => {
    expect(errorMessages(new HttpError(status, null))).toEqual([text]);
    expect(errorMessages(new HttpError(status, '<html>proxy page</html>'))).toEqual([text]);
    expect(errorMessages(new HttpError(status, { message: '   ' }))).toEqual([text]);
  });

  it('gives the first validation message of each field', () => {
    const error = new HttpError(422, {
      message: 'Los datos enviados no son válidos.',
      errors: {
        name: ['Este campo debe tener al menos 3 caracteres', 'otro'],
        email: ['No es una dirección de correo electrónico válida'],
        'users.0.id': ['Este campo es obligatorio'],
      },
    });
    expect(errorMessages(error)).toEqual([
      'Este campo debe tener al menos 3 caracteres',
      'No es una dirección de correo electrónico válida',
      'Este campo es obligatorio',
    ]);
  });

  it('skips fields without messages and falls back to the message when none remain', () => {
    const error = new HttpError(422, {
      message: 'Los datos enviados no son válidos.',
      errors: { name: [], phone: [''] },
    });
    expect(errorMessages(error)).toEqual(['Los datos enviados no son válidos.']);
  });

  it('accepts a single string per field', () => {
    expect(errorMessages(new HttpError(422, { errors: { name: 'Este campo es obligatorio' } }))).toEqual([
      'Este campo es obligatorio',
    ]);
  });

  it('gives the generic text for any other status without a usable body', () => {
    const generic = 'No se pudo procesar su solicitud, por favor intente en unos momentos.';
    expect(errorMessages(new HttpError(500, null))).toEqual([generic]);
    expect(errorMessages(new HttpError(400, 'texto plano'))).toEqual([generic]);
    expect(errorMessages(new HttpError(502, { detail: 'x' }))).toEqual([generic]);
    expect(errorMessages(new HttpError(422, { errors: 'mal formado' }))).toEqual([generic]);
  });

  it('gives the generic text for failures that are not HTTP errors', () => {
    expect(errorMessages(new TypeError('x is undefined'))).toEqual([
      'No se pudo procesar su solicitud, por favor intente en unos momentos.',
    ]);
    expect(errorMessages('boom')).toHaveLength(1);
  });

  it('joins several messages into one line for places that show a single text', () => {
    const error = new HttpError(422, { errors: { a: ['Uno.'], b: ['Dos.'] } });
    expect(errorMessage(error)).toBe('Uno. Dos.');
  });
});

describe('fieldErrors', () => {
  it('returns the field map of a validation answer', () => {
    const error = new HttpError(422, { errors: { name: ['Este campo es obligatorio'] } });
    expect(fieldErrors(error)).toEqual({ name: ['Este campo es obligatorio'] });
  });

  it('returns null for answers without field errors', () => {
    expect(fieldErrors(new HttpError(404, { message: 'x' }))).toBeNull();
    expect(fieldErrors(new Error('x'))).toBeNull();
  });
});
