// Around the deck (product.md, Searches: Swipe deck; The options and the final slide): the detail drawer, whose
// lightbox Escape closes alone, a search that cannot be loaded, 'Opciones de la búsqueda' with the rename for the
// creator (under its heading, refused in the spec's validation texts), and the onboarding guide with its cookie and the
// navigation guard's flag.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guideStore } from '@/lib/guide';
import { signInAs } from '@/test/users';
import { findToast } from '@/test/toasts';
import { active, base, renderDeck, search } from './deck-test-helpers';

beforeEach(() => {
  document.cookie = 'guide-search=1; path=/';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('around the deck', () => {
  it('opens the listing detail in a drawer from the card title', async () => {
    signInAs();
    renderDeck();
    const first = await screen.findByRole('article', { name: 'Casa 1' });
    fireEvent.click(within(first).getByRole('button', { name: 'Casa 1' }));
    const detail = await screen.findByRole('dialog', { name: 'Casa 1' });
    expect(await within(detail).findByText('Tres ambientes al frente.', { exact: false })).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Casa 1' })).not.toBeInTheDocument());
  });

  it("closes the detail's lightbox alone with Escape, and the detail with the next one", async () => {
    signInAs();
    const { sent } = renderDeck();
    const first = await screen.findByRole('article', { name: 'Casa 1' });
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Casa 1' }));
    const detail = await screen.findByRole('dialog', { name: 'Casa 1' });
    await user.click(await within(detail).findByRole('button', { name: 'Ver imagen 2' }));
    await screen.findByRole('dialog', { name: 'Imagen 2 de 3' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Imagen \d de 3/ })).not.toBeInTheDocument());
    // Longer than the drawer's closing transition: it would be gone by now had Escape reached it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('dialog', { name: 'Casa 1' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Casa 1' })).not.toBeInTheDocument());
    expect(active('Casa 1')).toBeInTheDocument();
    expect(sent('decision')).toHaveLength(0);
  });

  it('goes home with the reason when the search cannot be loaded', async () => {
    const { router } = renderDeck({
      [`GET /search/${search.uuid}`]: {
        status: 404,
        body: { message: 'La búsqueda no existe o no tenés acceso a ella.' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('La búsqueda no existe o no tenés acceso a ella.')).toBeInTheDocument();
  });

  it("renames the search from 'Opciones de la búsqueda' when the viewer created it", async () => {
    signInAs();
    const { requests } = renderDeck({
      [`PUT ${base}`]: (request) => ({
        status: 200,
        body: { ...search, title: (request.body as { title: string }).title },
      }),
    });
    await screen.findByRole('article', { name: 'Casa 1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' }));
    const panel = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
    expect(within(panel).getByText('12 publicaciones por ver')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cambiar nombre' }));
    const form = within(panel).getByRole('form', { name: 'Cambiar nombre' });
    expect(within(form).getByRole('heading', { name: 'Cambiar nombre' })).toBeInTheDocument();
    const input = within(form).getByLabelText('Nuevo nombre');
    // The validation texts (product.md, The shell) for a title of 3 to 255 characters.
    for (const [value, error] of [
      ['  ', 'Este campo es obligatorio'],
      ['ab', 'Este campo debe tener al menos 3 caracteres'],
      ['a'.repeat(256), 'Este campo debe tener 255 caracteres como máximo'],
    ]) {
      fireEvent.change(input, { target: { value } });
      fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
      expect(within(form).getByText(error)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    await findToast('Este campo debe tener 255 caracteres como máximo');
    fireEvent.change(input, { target: { value: 'Deptos para mamá' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Búsqueda actualizada correctamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Deptos para mamá' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { title: 'Deptos para mamá' },
    ]);
  });

  it("offers no 'Cambiar nombre' to someone who did not create the search", async () => {
    signInAs();
    renderDeck({ [`GET /search/${search.uuid}`]: { status: 200, body: { ...search, pivot: { owner: false } } } });
    await screen.findByRole('article', { name: 'Casa 1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Opciones (12 publicaciones por ver)' }));
    const panel = await screen.findByRole('dialog', { name: 'Opciones de la búsqueda' });
    expect(within(panel).queryByRole('button', { name: 'Cambiar nombre' })).not.toBeInTheDocument();
  });

  it("starts the guide 5 s after the first visit, tries again every 5 s while a modal is open, stores 'guide-search'", async () => {
    document.cookie = 'guide-search=; max-age=0; path=/';
    signInAs();
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    // Every timer is under the test's clock from the start: the guide's first try is 5 s after the deck appears.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    renderDeck();
    while (!screen.queryByRole('article', { name: 'Casa 1' })) await advance(50);
    await advance(6000);
    // A modal was open at the first try.
    expect(screen.queryByRole('dialog', { name: 'Tus resultados' })).not.toBeInTheDocument();
    expect(guideStore.get().showing).toBe(false);
    modal.remove();
    await advance(3000);
    expect(screen.queryByRole('dialog', { name: 'Tus resultados' })).not.toBeInTheDocument();
    await advance(1500);
    const guide = screen.getByRole('dialog', { name: 'Tus resultados' });
    expect(guideStore.get().showing).toBe(true);
    expect(within(guide).getByText('Paso 1 de 8')).toBeInTheDocument();
    for (let step = 1; step < 8; step += 1) fireEvent.click(within(guide).getByRole('button', { name: 'Siguiente' }));
    expect(within(guide).getByText('Paso 8 de 8')).toBeInTheDocument();
    fireEvent.click(within(guide).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByText('Paso 8 de 8')).not.toBeInTheDocument();
    expect(guideStore.get().showing).toBe(false);
    expect(document.cookie).toContain('guide-search=1');
  });
});
