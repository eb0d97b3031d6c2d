import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityItem } from '@vitrina/shared/activity';
import type { ThreadMessage } from '@vitrina/shared/threads';
import { emitActivityItem } from '@/lib/activity-events';
import { renderWithProviders, stubApi } from '@/test/render';
import { ThreadPanel } from './thread-panel';

const uuid = '8f0c3d9e-1b2a-4c5d-9e8f-0a1b2c3d4e5f';
const path = `/search/${uuid}/publication/41/message`;
const agent = { id: 7, name: 'Valentina Gómez', avatar_url: null };
const client = { id: 9, name: 'Rocío Pérez', avatar_url: null };

function message(id: number, user: typeof agent, text: string, minutesAgo: number): ThreadMessage {
  return { id, user, text, created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(), edited_at: null };
}

/** The API of one thread, kept in memory: what was written is read back. */
function threadApi(start: ThreadMessage[]) {
  const messages = [...start];
  const page = () => ({
    status: 200,
    body: {
      data: messages,
      current_page: 1,
      last_page: 1,
      total: messages.length,
      prev_page_url: null,
      next_page_url: null,
    },
  });
  const api = stubApi({
    [`GET ${path}`]: page,
    [`POST ${path}`]: ({ body }) => {
      const written = message(100 + messages.length, agent, (body as { text: string }).text, 0);
      messages.push(written);
      return { status: 201, body: written };
    },
  });
  return { ...api, messages };
}

const rows = () => screen.getAllByRole('listitem');

afterEach(() => vi.unstubAllGlobals());

describe('ThreadPanel', () => {
  it('shows each message with its author and time, links and markup as plain text', async () => {
    threadApi([
      message(1, client, '¿Tiene cochera? https://example.com/plano <b>urgente</b>', 30),
      message(2, agent, 'Sí, una cubierta.', 2),
    ]);
    renderWithProviders(<ThreadPanel searchId={uuid} publicationId={41} meId={agent.id} owner />);
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first).getByText('Rocío Pérez')).toBeInTheDocument();
    expect(within(first).getByText('hace 30 minutos')).toBeInTheDocument();
    expect(within(first).getByText('¿Tiene cochera? https://example.com/plano <b>urgente</b>')).toBeInTheDocument();
    expect(within(first).queryByRole('link')).toBeNull();
    expect(first.querySelector('b')).toBeNull();
    expect(within(second).getByText('Vos')).toBeInTheDocument();
    expect(within(second).getByText('hace 2 minutos')).toBeInTheDocument();
  });

  it('offers edit and delete to the author within 10 minutes, and delete to the owner on any message', async () => {
    threadApi([message(1, client, 'Viejo', 30), message(2, client, 'Nuevo', 3), message(3, agent, 'Mío viejo', 15)]);
    const { unmount } = renderWithProviders(
      <ThreadPanel searchId={uuid} publicationId={41} meId={client.id} owner={false} />,
    );
    await screen.findByText('Viejo');
    const [old, fresh, others] = rows();
    expect(within(old).queryByRole('button')).toBeNull();
    expect(within(fresh).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(within(others).queryByRole('button')).toBeNull();
    unmount();

    renderWithProviders(<ThreadPanel searchId={uuid} publicationId={41} meId={agent.id} owner />);
    await screen.findByText('Viejo');
    const [clientOld, , ownOld] = rows();
    expect(within(clientOld).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(within(clientOld).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(within(ownOld).queryByRole('button', { name: 'Editar' })).toBeNull();
  });

  it('sends what is written and shows it in the thread', async () => {
    const { requests } = threadApi([message(1, client, '¿Se puede visitar?', 5)]);
    renderWithProviders(<ThreadPanel searchId={uuid} publicationId={41} meId={agent.id} owner />);
    await screen.findByText('¿Se puede visitar?');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensaje' }), '  El sábado a las 11.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El sábado a las 11.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { text: 'El sábado a las 11.' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
  });

  it('reads the thread again when the inbox tells of a message in it, and not for another thread', async () => {
    const { messages, calls } = threadApi([message(1, agent, 'Hola', 5)]);
    renderWithProviders(<ThreadPanel searchId={uuid} publicationId={41} meId={agent.id} owner />);
    await screen.findByText('Hola');
    const reads = () => calls.filter((call) => call === path).length;
    expect(reads()).toBe(1);
    const item: ActivityItem = {
      id: 3,
      type: 'message',
      title: 'Rocío Pérez escribió sobre «Departamento»',
      body: 'Me encanta',
      url: `/account/search/${uuid}/filtered?thread=52`,
      actors: [],
      count: 1,
      read_at: null,
      created_at: new Date().toISOString(),
    };
    // Another thread's item is left to the toast; this thread's is shown here, so no toast is needed.
    expect(emitActivityItem(item)).toBe(false);
    await new Promise((done) => setTimeout(done, 50));
    expect(reads()).toBe(1);
    messages.push(message(2, client, 'Me encanta', 0));
    expect(emitActivityItem({ ...item, url: `/account/search/${uuid}/filtered?thread=41` })).toBe(true);
    expect(await screen.findByText('Me encanta')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBe(2));
  });
});
