// The listing form pages (product.md, Listings: Form): fields by type and category, the default visibility, what is
// sent (bracket names, '1'/'0', images and their order tokens), the server's error list, and the edit rules.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, stubApi, type ApiRequest } from '@/test/render';
import { signInAs } from '@/test/users';
import {
  imageFile,
  paged,
  renderPublications,
  routeUploadsThroughFetch,
  stubObjectUrls,
  testClothing,
  testMedia,
  testProperty,
} from '../test-helpers';

function sentForm(requests: ApiRequest[]): FormData {
  const request = requests.find(
    (item) =>
      item.method === 'POST' &&
      item.path.startsWith('/account/publication') &&
      item.path !== '/account/publication/field',
  );
  expect(request).toBeDefined();
  return request!.body as FormData;
}

const select = (label: RegExp) => screen.getByRole('combobox', { name: label });

describe('the create form', () => {
  it('offers the categories of the chosen type and clears one that does not belong to a new type', async () => {
    signInAs();
    stubApi({});
    renderPublications('/account/publication/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva publicación' })).toBeInTheDocument();
    expect(select(/Categoría/)).toBeDisabled();

    await userEvent.selectOptions(select(/^Tipo/), 'Inmueble');
    const categories = within(select(/Categoría/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(categories).toContain('Departamento');
    expect(categories).not.toContain('Remeras');
    await userEvent.selectOptions(select(/Categoría/), 'Departamento');
    expect(screen.getByRole('combobox', { name: /Operación/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Dormitorios')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Marca' })).not.toBeInTheDocument();

    // A plot of land has no rooms.
    await userEvent.selectOptions(select(/Categoría/), 'Terreno');
    expect(screen.queryByLabelText('Dormitorios')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Superficie total (m²)')).toBeInTheDocument();

    await userEvent.selectOptions(select(/^Tipo/), 'Indumentaria');
    expect(select(/Categoría/)).toHaveValue('');
    expect(
      within(select(/Categoría/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Remeras');
    expect(screen.queryByRole('combobox', { name: /Operación/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Marca' })).toBeInTheDocument();
    expect(screen.getByText('Sin variedades cargadas.')).toBeInTheDocument();
  });

  it('starts public, or private with ?public=false', async () => {
    signInAs();
    stubApi({});
    const { unmount } = renderPublications('/account/publication/create');
    expect(await screen.findByRole('switch', { name: 'Pública' })).toBeChecked();
    unmount();
    renderPublications('/account/publication/create?public=false');
    expect(await screen.findByRole('switch', { name: 'Pública' })).not.toBeChecked();
  });

  it('sends the form with bracket names and the images in their order, then says so and goes to the list', async () => {
    signInAs();
    routeUploadsThroughFetch();
    stubObjectUrls();
    const { requests } = stubApi({
      'POST /account/publication': { status: 201, body: testProperty({ id: 77 }) },
      'GET /account/publication': { status: 200, body: paged([]) },
      'POST /account/publication/field': { status: 200, body: [] },
    });
    renderPublications('/account/publication/create');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Tipo/ }), 'Inmueble');
    await userEvent.selectOptions(select(/Categoría/), 'Departamento');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Operación/ }), 'Venta');
    await userEvent.type(screen.getByLabelText(/Título/), 'Tres ambientes con balcón');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Moneda' }), 'USD');
    await userEvent.type(screen.getByLabelText('Precio'), '135000');
    await userEvent.type(screen.getByLabelText('Superficie total (m²)'), '72,5');
    await userEvent.type(screen.getByLabelText('Dormitorios'), '2');
    await userEvent.click(screen.getByRole('switch', { name: 'Apto crédito' }));
    await userEvent.type(screen.getByLabelText('Palabras clave'), 'balcón{Enter}');

    const files = [imageFile('living.jpg'), imageFile('cocina.png'), imageFile('plano.pdf', 'application/pdf')];
    fireEvent.change(screen.getByLabelText('Imágenes'), { target: { files } });
    expect(await screen.findByText('«plano.pdf» no es una imagen JPG o PNG.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Imagen \d$/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Mover imagen 2 a la izquierda' }));

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Publicación cargada correctamente.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Listado de publicaciones' })).toBeInTheDocument();

    const form = sentForm(requests);
    expect(form.get('_method')).toBeNull();
    expect(form.get('title')).toBe('Tres ambientes con balcón');
    expect(form.get('type')).toBe('property');
    expect(form.get('category')).toBe('departamento');
    expect(form.get('operation')).toBe('venta');
    expect(form.get('currency')).toBe('USD');
    expect(form.get('amount')).toBe('135000');
    expect(form.get('public')).toBe('1');
    expect(form.get('visits')).toBe('1');
    expect(form.get('extras[areas][total]')).toBe('72.5');
    expect(form.get('extras[rooms][bedrooms]')).toBe('2');
    expect(form.get('extras[credit]')).toBe('1');
    expect(form.get('extras[reserved]')).toBe('0');
    expect(form.getAll('extras[tags][]')).toEqual(['balcón']);
    expect(form.get('agents')).toBe('');
    expect((form.getAll('medias[]') as File[]).map((file) => file.name)).toEqual(['cocina.png', 'living.jpg']);
    expect(form.getAll('order[]')).toEqual(['new:0', 'new:1']);
  });

  it('lists the server errors above Guardar and marks their fields', async () => {
    signInAs();
    routeUploadsThroughFetch();
    stubApi({
      'POST /account/publication': {
        status: 422,
        body: {
          message: 'Este campo es obligatorio',
          errors: {
            title: ['Este campo es obligatorio'],
            'extras.areas.total': ['Este campo debe tener un valor mínimo de 0'],
            category: ['Este campo es obligatorio'],
          },
        },
      },
    });
    renderPublications('/account/publication/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));

    const list = await screen.findByRole('alert');
    expect(within(list).getByText('Revisá estos datos')).toBeInTheDocument();
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Título: Este campo es obligatorio',
      'Superficie total (m²): Este campo debe tener un valor mínimo de 0',
      'Categoría: Este campo es obligatorio',
    ]);
    expect(screen.getByLabelText(/Título/)).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(
      list.compareDocumentPosition(screen.getByRole('button', { name: 'Guardar' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
  it('shows how much of the images has gone up while saving', async () => {
    signInAs();
    routeUploadsThroughFetch();
    stubObjectUrls();
    const answer = deferred<{ status: number; body: unknown }>();
    stubApi({
      'POST /account/publication': () => answer.promise,
      'GET /account/publication': { status: 200, body: paged([]) },
    });
    renderPublications('/account/publication/create');
    fireEvent.change(await screen.findByLabelText('Imágenes'), { target: { files: [imageFile('living.jpg')] } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Subiendo… 100 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la subida' })).toHaveAttribute('aria-valuenow', '100');
    answer.resolve({ status: 201, body: testProperty({ id: 78 }) });
    expect(await screen.findByText('Publicación cargada correctamente.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('the edit form', () => {
  it('keeps, reorders, removes and adds images with order tokens, as a PUT', async () => {
    signInAs();
    routeUploadsThroughFetch();
    stubObjectUrls();
    const listing = testProperty({
      id: 41,
      pivot: { creator: true },
      medias: [testMedia(11, 1), testMedia(12, 2), testMedia(13, 3)],
    });
    const { requests } = stubApi({
      'GET /account/publication/41': { status: 200, body: listing },
      'POST /account/publication/41': { status: 200, body: listing },
      'GET /account/publication': { status: 200, body: paged([listing]) },
    });
    renderPublications('/account/publication/41/edit');
    expect(await screen.findByLabelText(/Título/)).toHaveValue(listing.title);
    expect(screen.getByLabelText('Dirección')).toHaveValue('Honduras 4800, Palermo, CABA');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen 2' }));
    fireEvent.change(screen.getByLabelText('Imágenes'), { target: { files: [imageFile('frente.jpg')] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Mover imagen 3 a la izquierda' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mover imagen 2 a la izquierda' }));
    // The moved image keeps the keyboard focus, on the button still usable at the first place.
    expect(screen.getByRole('button', { name: 'Mover imagen 1 a la derecha' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Publicación actualizada correctamente.')).toBeInTheDocument();
    const form = sentForm(requests);
    expect(form.get('_method')).toBe('PUT');
    expect(form.getAll('order[]')).toEqual(['new:0', '11', '13']);
    expect((form.getAll('medias[]') as File[]).map((file) => file.name)).toEqual(['frente.jpg']);
    expect(form.get('address[title]')).toBe('Honduras 4800, Palermo, CABA');
    expect(form.get('address[lat]')).toBe('-34.5875');
    expect(form.get('extras[age]')).toBe('0');
  });

  it('sends an empty order when every image was removed', async () => {
    signInAs();
    routeUploadsThroughFetch();
    const listing = testProperty({ id: 41, pivot: { creator: true }, medias: [testMedia(11, 1)] });
    const { requests } = stubApi({
      'GET /account/publication/41': { status: 200, body: listing },
      'POST /account/publication/41': { status: 200, body: listing },
    });
    renderPublications('/account/publication/41/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar imagen 1' }));
    expect(screen.getByText('Todavía no agregaste imágenes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Publicación actualizada correctamente.');
    const form = sentForm(requests);
    expect(form.getAll('order[]')).toEqual([]);
    expect(form.get('order')).toBe('');
  });

  it('refuses a synchronized listing and goes back to the list', async () => {
    signInAs();
    stubApi({
      'GET /account/publication/52': { status: 200, body: testClothing({ id: 52 }) },
      'GET /account/publication': { status: 200, body: paged([]) },
    });
    renderPublications('/account/publication/52/edit');
    expect(
      await screen.findByText('Las publicaciones sincronizadas no se pueden modificar ni eliminar.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Listado de publicaciones' })).toBeInTheDocument();
  });

  it('goes back to the list with the error when the listing cannot be loaded', async () => {
    signInAs();
    stubApi({ 'GET /account/publication': { status: 200, body: paged([]) } });
    renderPublications('/account/publication/999/edit');
    expect(await screen.findByText('No se encontró la información que buscaba.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Listado de publicaciones' })).toBeInTheDocument();
  });
});
