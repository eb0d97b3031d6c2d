// 'Crear grupo' / 'Editar grupo' refused: the form's own check and the API's 422 both mark the field, say its message
// in a toast and put the person on the field.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { renderWithProviders } from '@/test/render';
import { findToast } from '@/test/toasts';
import { GroupForm } from './group-form';

describe('the group form', () => {
  it('says a missing name in a toast and under the field, focused, without saving', async () => {
    const onSave = vi.fn();
    renderWithProviders(<GroupForm saving={false} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Este campo es obligatorio');
    await findToast('Este campo es obligatorio');
    expect(name).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of the name the same way", async () => {
    const refusal = new HttpError(422, {
      message: 'Ya tenés un grupo con ese nombre.',
      errors: { name: ['Ya tenés un grupo con ese nombre.'] },
    });
    renderWithProviders(<GroupForm saving={false} onSave={() => Promise.reject(refusal)} />);
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    await userEvent.type(name, 'Inmobiliaria Belgrano');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await findToast('Ya tenés un grupo con ese nombre.');
    expect(name).toHaveAccessibleDescription('Ya tenés un grupo con ese nombre.');
    expect(name).toHaveFocus();
  });
});
