// The shared form error handler: a refused form says its first message in a toast, the first field to fix in the
// form's order, and brings that field into view, focused; a 422 goes the same way through inlineFieldErrors.
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, TextInput } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { inlineFieldErrors, showFormErrors } from './form-errors';
import { HttpError } from './http';

type Errors = Partial<Record<'name' | 'host' | 'types', string>>;

/** A form of two inputs and a group of checkboxes, refused on submit with `refusal`. */
function TestForm({ refusal }: { refusal: (form: HTMLFormElement, mark: (errors: Errors) => void) => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refusal(event.currentTarget, setErrors);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Nombre" error={errors.name} />
      <Checkbox.Group label="Tipos" error={errors.types}>
        <Checkbox value="a" label="Inmueble" />
        <Checkbox value="b" label="Indumentaria" />
      </Checkbox.Group>
      <TextInput label="Host" error={errors.host} />
      <Button type="submit">Guardar</Button>
    </form>
  );
}

const scrolled = () => vi.mocked(Element.prototype.scrollIntoView);

async function refuseWith(refusal: Parameters<typeof TestForm>[0]['refusal']) {
  renderWithProviders(<TestForm refusal={refusal} />);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
}

beforeEach(() => scrolled().mockClear());

describe('showFormErrors', () => {
  it("says the message of the form's first invalid field, whatever order the errors came in, and focuses it", async () => {
    await refuseWith((form, mark) =>
      showFormErrors(form, { host: 'No es una dirección web válida', name: 'Este campo es obligatorio' }, mark),
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Este campo es obligatorio');
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Host' })).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(scrolled().mock.contexts).toEqual([name]);
    expect(scrolled()).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
  });

  it('leads to a field that cannot be marked invalid by its message, focusing its first control', async () => {
    await refuseWith((form, mark) =>
      showFormErrors(form, { host: 'No es una dirección web válida', types: 'Elegí al menos un tipo' }, mark),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Elegí al menos un tipo');
    expect(screen.getByRole('checkbox', { name: 'Inmueble' })).toHaveFocus();
    // Its message under the group, not the toast, is what comes into view.
    const [into] = scrolled().mock.contexts as HTMLElement[];
    expect(scrolled()).toHaveBeenCalledTimes(1);
    expect(into).toHaveTextContent('Elegí al menos un tipo');
    expect(into.closest('form')).not.toBeNull();
  });

  it("shows the API's 422 under its fields and says the first one, with other fields' messages as toasts", async () => {
    const refusal = new HttpError(422, {
      message: 'Los datos no son válidos.',
      errors: { host: ['Ese host ya lo usa otro micrositio.'], users: ['Elige al menos un usuario.'] },
    });
    await refuseWith((form, mark) => showFormErrors(form, inlineFieldErrors(refusal, ['name', 'host'] as const), mark));
    const host = screen.getByRole('textbox', { name: 'Host' });
    expect(host).toHaveAttribute('aria-invalid', 'true');
    expect(host).toHaveFocus();
    const toasts = await screen.findAllByRole('alert');
    expect(toasts.map((toast) => toast.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Elige al menos un usuario.'),
        expect.stringContaining('Ese host ya lo usa otro micrositio.'),
      ]),
    );
    expect(toasts).toHaveLength(2);
  });

  it('only marks when the failure had no message of its own to say (it was a toast already)', async () => {
    await refuseWith((form, mark) => showFormErrors(form, {}, mark));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(scrolled()).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveFocus();
  });

  it('says the message without a form to look in', async () => {
    await refuseWith((_form, mark) => showFormErrors(null, { name: 'Revisa los filtros: alguno no es válido.' }, mark));
    expect(
      within(await screen.findByRole('alert')).getByText('Revisa los filtros: alguno no es válido.'),
    ).toBeVisible();
    expect(scrolled()).not.toHaveBeenCalled();
  });
});
