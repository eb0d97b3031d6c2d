import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '@vitrina/shared/pagination';
import { renderWithProviders } from '@/test/render';
import { PagedList } from './paged-list';
import { useListParams } from './use-list-params';

type Group = { id: number; name: string };

const names = [
  'Inmobiliaria Palermo',
  'Belgrano Propiedades',
  'Caballito Hogar',
  'Recoleta Inversiones',
  'Villa Crespo Casas',
  'Núñez Inmuebles',
  'San Telmo Lofts',
  'Almagro Alquileres',
  'Colegiales Estudio',
  'Palermo Soho Deptos',
];
const groups: Group[] = names.map((name, index) => ({ id: index + 1, name }));

// Answers like the API: filters by the search text, 4 per page.
function fakePage(search: string | undefined, page: number): Paged<Group> {
  const matching = groups.filter((group) => !search || group.name.toLowerCase().includes(search.toLowerCase()));
  const lastPage = Math.max(1, Math.ceil(matching.length / 4));
  return {
    data: matching.slice((page - 1) * 4, page * 4),
    current_page: page,
    last_page: lastPage,
    total: matching.length,
    prev_page_url: null,
    next_page_url: null,
  };
}

const requests: Array<{ search?: string; page: number }> = [];

function GroupList() {
  const list = useListParams({ take: 4 });
  requests.push({ search: list.params.search, page: list.params.page });
  return (
    <PagedList
      result={fakePage(list.params.search, list.page)}
      page={list.page}
      onPageChange={list.setPage}
      search={{ value: list.search, onSearch: list.setSearch, placeholder: 'Buscar grupos' }}
      itemKey={(group) => group.id}
      renderItem={(group) => <span>{group.name}</span>}
    />
  );
}

// Only timeouts are faked: React's scheduler keeps its own clock, the debounce runs on ours.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  requests.length = 0;
});

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar grupos' });

// Types like a person: one change per letter.
function type(text: string) {
  for (let index = 1; index <= text.length; index++)
    fireEvent.change(searchBox(), { target: { value: text.slice(0, index) } });
}
afterEach(() => vi.useRealTimers());

describe('PagedList with its search box', () => {
  it('searches only after typing pauses for 1000 ms', () => {
    renderWithProviders(<GroupList />);
    type('palermo');
    act(() => vi.advanceTimersByTime(999));
    expect(requests.some((request) => request.search)).toBe(false);
    expect(screen.getByText('Belgrano Propiedades')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(requests.filter((request) => request.search === 'palermo')).not.toHaveLength(0);
    expect(new Set(requests.map((request) => request.search)).size).toBe(2);
    expect(screen.getByText('Inmobiliaria Palermo')).toBeInTheDocument();
    expect(screen.getByText('Palermo Soho Deptos')).toBeInTheDocument();
    expect(screen.queryByText('Belgrano Propiedades')).not.toBeInTheDocument();
  });

  it('starts the 1000 ms again with every keystroke', () => {
    renderWithProviders(<GroupList />);
    type('pal');
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(searchBox(), { target: { value: 'palermo' } });
    act(() => vi.advanceTimersByTime(600));
    expect(requests.some((request) => request.search)).toBe(false);
    act(() => vi.advanceTimersByTime(400));
    expect(requests[requests.length - 1]).toEqual({ search: 'palermo', page: 1 });
  });

  it('goes back to page 1 when the search changes', () => {
    renderWithProviders(<GroupList />);
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(screen.getByText('Colegiales Estudio')).toBeInTheDocument();

    type('a');
    act(() => vi.advanceTimersByTime(1000));
    expect(requests[requests.length - 1]).toEqual({ search: 'a', page: 1 });
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches at once on Enter and when cleared', () => {
    renderWithProviders(<GroupList />);
    type('recoleta');
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(screen.getByText('Recoleta Inversiones')).toBeInTheDocument();
    expect(screen.queryByText('Inmobiliaria Palermo')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(screen.getByText('Inmobiliaria Palermo')).toBeInTheDocument();
  });

  it("says 'No hay datos.' when nothing matches, without a page selector", () => {
    renderWithProviders(<GroupList />);
    type('zzz');
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(screen.getByText('No hay datos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página 1' })).not.toBeInTheDocument();
  });
});

describe('PagedList while loading', () => {
  it('shows placeholders before the first answer', () => {
    renderWithProviders(
      <PagedList<Group>
        result={undefined}
        loading
        page={1}
        onPageChange={() => {}}
        itemKey={(g) => g.id}
        renderItem={(g) => g.name}
      />,
    );
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByText('No hay datos.')).not.toBeInTheDocument();
  });
});
