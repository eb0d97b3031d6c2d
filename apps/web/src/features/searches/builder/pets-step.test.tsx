// «Acepta mascotas» in the builder: a step for rentals only, after the property's other flags, answered with one tap,
// sent as `extras.pets` and said in the automatic title.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi, testConfiguration } from '@/test/render';
import { emptyDraft, toFilter, visibleSteps, type Draft } from './wizard-model';

const none = { hasStores: false, propertyFilterAdded: false };
const draft = (patch: Partial<Draft>): Draft => ({ ...emptyDraft, type: 'property', category: 'casa', ...patch });

describe('the pets step', () => {
  it('shows for a rental, after reserved, and never for a sale, an unchosen operation or clothing', () => {
    const steps = visibleSteps(draft({ operation: 'alquiler' }), none);
    expect(steps.slice(steps.indexOf('reserved'))).toEqual(['reserved', 'pets', 'area', 'places']);
    expect(visibleSteps(draft({ operation: 'alquiler_temporario' }), none)).toContain('pets');
    expect(visibleSteps(draft({ operation: 'venta' }), none)).not.toContain('pets');
    expect(visibleSteps(draft({ operation: null }), none)).not.toContain('pets');
    expect(visibleSteps({ ...emptyDraft, type: 'clothing', category: 'remeras' }, none)).not.toContain('pets');
  });

  it('sends the answer for a rental only', () => {
    expect(toFilter(draft({ operation: 'alquiler', pets: true }), none)).toEqual({
      type: 'property',
      category: 'casa',
      operation: 'alquiler',
      extras: { pets: true },
    });
    expect(toFilter(draft({ operation: 'venta', pets: true }), none)).toEqual({
      type: 'property',
      category: 'casa',
      operation: 'venta',
    });
  });

  it('asks «Acepta mascotas» with Sí and No, and titles the search with it', async () => {
    stubApi({ '/configuration': { status: 200, body: testConfiguration() } });
    await renderApp({ path: '/search' });
    const step = (title: string) => screen.getByRole('region', { name: title });
    const choose = (title: string, option: string) =>
      userEvent.click(within(step(title)).getByRole('button', { name: option, pressed: false }));
    const open = (title: string) =>
      userEvent.click(within(step(title)).getByRole('button', { name: new RegExp(`^${title}`) }));
    await screen.findByRole('region', { name: 'Tipo' });
    await choose('Tipo', 'Inmueble');
    await open('Categoría');
    await choose('Categoría', 'Departamento');
    await open('Operación');
    await choose('Operación', 'Venta');
    expect(screen.queryByRole('region', { name: 'Acepta mascotas' })).not.toBeInTheDocument();

    await open('Operación');
    await choose('Operación', 'Alquiler');
    await open('Acepta mascotas');
    expect(
      within(step('Acepta mascotas'))
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['Sí', 'No']);
    await choose('Acepta mascotas', 'Sí');
    expect(screen.getByLabelText('Título de la búsqueda')).toHaveTextContent(
      /^Departamento en alquiler que acepte mascotas$/,
    );
  });
});
