// 'Consultas': the person's leads newest first with what each asked, how to answer it and its status, changed in place.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Lead } from '@vitrina/shared/leads';
import { pagedAnswer } from '@/test/paged';
import { renderPage, stubApi } from '@/test/render';
import { findToast } from '@/test/toasts';
import { signInAs } from '@/test/users';
import { LeadsPage } from './leads-page';

const lead = (values: Partial<Lead>): Lead => ({
  id: 1,
  name: 'Martina Quiroga',
  email: 'martina@correo.example',
  phone: '+5491155551234',
  message: 'Hola, ¿sigue disponible?',
  status: 'nueva',
  source: 'publication',
  publication: { id: 41, title: 'Departamento en Belgrano' },
  whatsapp_url: 'https://wa.me/5491155551234',
  created_at: '2026-12-05T14:30:00.000Z',
  ...values,
});

describe('LeadsPage', () => {
  it('lists each lead with its listing, message, answers and status, and changes the status', async () => {
    signInAs();
    const first = lead({});
    const second = lead({ id: 2, name: 'Bruno Sosa', email: null, publication: null, source: 'store' });
    const { requests } = stubApi({
      'GET /account/lead': { status: 200, body: pagedAnswer('/api/account/lead', [first, second]) },
      'PUT /account/lead/1': { status: 200, body: { ...first, status: 'contactada' } },
    });
    renderPage(<LeadsPage />);
    const martina = await screen.findByRole('article', { name: 'Martina Quiroga' });
    expect(within(martina).getByRole('link', { name: 'Departamento en Belgrano' })).toHaveAttribute(
      'href',
      '/publication/41',
    );
    expect(within(martina).getByText('Hola, ¿sigue disponible?')).toBeInTheDocument();
    expect(within(martina).getByRole('link', { name: 'Responder por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5491155551234',
    );
    expect(within(martina).getByRole('link', { name: 'Responder por email' })).toHaveAttribute(
      'href',
      'mailto:martina@correo.example',
    );
    const bruno = screen.getByRole('article', { name: 'Bruno Sosa' });
    expect(within(bruno).getByText(/Sobre tu tienda/)).toBeInTheDocument();
    expect(within(bruno).queryByRole('link', { name: 'Responder por email' })).not.toBeInTheDocument();

    await userEvent.selectOptions(
      within(martina).getByRole('combobox', { name: 'Estado de la consulta de Martina Quiroga' }),
      'Contactada',
    );
    expect(await findToast('Estado actualizado.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/account/lead/1', body: { status: 'contactada' } },
    ]);
    expect(await within(martina).findByText('Contactada', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it('says when there are no leads yet', async () => {
    signInAs();
    stubApi({ 'GET /account/lead': { status: 200, body: pagedAnswer('/api/account/lead', []) } });
    renderPage(<LeadsPage />);
    expect(await screen.findByText('Todavía no recibiste consultas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });
});
