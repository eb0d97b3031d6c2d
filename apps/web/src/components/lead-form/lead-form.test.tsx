// The «Consultar» form: it checks what the API checks before sending, sends the lead (and never the robots' field a
// person cannot reach), marks the fields of the API's 422, and says when it was sent.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '@/test/render';
import { findToast } from '@/test/toasts';
import { LeadButton } from './lead-button';
import { LeadForm } from './lead-form';

async function fill(fields: { name?: string; email?: string; phone?: string; message?: string; consent?: boolean }) {
  if (fields.name) await userEvent.type(screen.getByLabelText(/^Nombre/), fields.name);
  if (fields.email) await userEvent.type(screen.getByLabelText(/^Email/), fields.email);
  if (fields.phone) await userEvent.type(screen.getByLabelText(/^Teléfono/), fields.phone);
  if (fields.message) await userEvent.type(screen.getByLabelText(/^Mensaje/), fields.message);
  if (fields.consent) await userEvent.click(screen.getByRole('checkbox', { name: /Acepto que quien publica/ }));
}
const send = () => userEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));

describe('LeadForm', () => {
  it('sends a listing’s lead from the deck and says it was sent', async () => {
    const { requests } = stubApi({
      'POST /publication/41/lead': { status: 201, body: { message: 'Tu consulta fue enviada.' } },
    });
    renderWithProviders(<LeadForm target={{ publicationId: 41, source: 'search' }} />);
    await fill({
      name: 'Martina Quiroga',
      phone: '+54 9 11 5555 1234',
      message: 'Hola, ¿sigue disponible?',
      consent: true,
    });
    await send();
    expect(await screen.findByText('Tu consulta fue enviada.')).toBeInTheDocument();
    expect(screen.getByText('Quien publica va a responderte por email o teléfono.')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/publication/41/lead',
        body: {
          name: 'Martina Quiroga',
          email: null,
          phone: '+54 9 11 5555 1234',
          message: 'Hola, ¿sigue disponible?',
          consent: true,
          website: '',
          source: 'search',
        },
      },
    ]);
  });

  it('asks for an email or a phone, the consent and a message before sending anything', async () => {
    const { requests } = stubApi({});
    renderWithProviders(<LeadForm target={{ storeSlug: 'torres-propiedades' }} />);
    await fill({ name: 'Martina Quiroga', message: 'Mirá www.ofertas.example' });
    await send();
    expect(await findToast('Indicá un email o un teléfono')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Indicá un email o un teléfono');
    expect(screen.getByText('Debés aceptar que te contacten')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mensaje/)).toHaveAccessibleDescription(
      'El texto no puede contener enlaces ni código',
    );
    expect(requests).toEqual([]);
  });

  it('marks the fields the API refuses', async () => {
    stubApi({
      'POST /user/torres-propiedades/lead': {
        status: 422,
        body: {
          message: 'Debe incluir el código de país, incluyendo el signo +',
          errors: { phone: ['Debe incluir el código de país, incluyendo el signo +'] },
        },
      },
    });
    renderWithProviders(<LeadForm target={{ storeSlug: 'torres-propiedades' }} />);
    await fill({ name: 'Martina', email: 'm@correo.example', message: 'Quiero saber más del local.', consent: true });
    await send();
    expect(await findToast('Debe incluir el código de país')).toBeInTheDocument();
    expect(screen.queryByText('Tu consulta fue enviada.')).not.toBeInTheDocument();
  });

  it('opens from «Consultar» in a dialog named after what it asks about', async () => {
    stubApi({});
    renderWithProviders(<LeadButton target={{ storeSlug: 'torres-propiedades' }} about="Torres Propiedades" />);
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByRole('dialog', { name: 'Enviar una consulta: Torres Propiedades' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar consulta' })).toBeInTheDocument();
    // The robots' field is out of the accessibility tree and out of the tab order.
    expect(screen.queryByRole('textbox', { name: 'Sitio web' })).not.toBeInTheDocument();
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  });
});
