// What the listing form tells its user while filling it: refused files named at once, a pasted number read as
// written, and the server's error list that goes away line by line as its fields are fixed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type ApiRequest } from '@/test/render';
import { findToast } from '@/test/toasts';
import { signInAs } from '@/test/users';
import { imageFile, renderPublications, routeUploadsThroughFetch, stubObjectUrls, testProperty } from '../test-helpers';

const MB = 1024 * 1024;

function sized(file: File, bytes: number): File {
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function sentForm(requests: ApiRequest[]): FormData {
  const request = requests.find((item) => item.method === 'POST' && item.path === '/account/publication');
  expect(request).toBeDefined();
  return request!.body as FormData;
}

describe('picking images', () => {
  it('names at once a file that is no JPG or PNG and one above the upload limit, and adds the rest', async () => {
    signInAs();
    stubObjectUrls();
    stubApi({});
    renderPublications('/account/publication/create');
    const files = [
      imageFile('living.jpg'),
      imageFile('documento.pdf', 'application/pdf'),
      sized(imageFile('foto.jpg'), 13 * MB),
    ];
    fireEvent.change(await screen.findByLabelText('Imágenes'), { target: { files } });

    expect(await screen.findByText('«documento.pdf» no es una imagen JPG o PNG.')).toBeInTheDocument();
    expect(screen.getByText('«foto.jpg» pesa 13 MB; el máximo es 10 MB.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Imagen \d$/ })).toHaveLength(1);
  });

  it('takes the limit from the configuration and never rounds a file over it down to the limit', async () => {
    signInAs();
    stubObjectUrls();
    stubApi({});
    renderPublications('/account/publication/create', { uploadMaxMb: 5 });
    const files = [sized(imageFile('plano.png'), 5 * MB + 1), sized(imageFile('frente.jpg'), 5 * MB)];
    fireEvent.change(await screen.findByLabelText('Imágenes'), { target: { files } });
    expect(await screen.findByText('«plano.png» pesa 5,1 MB; el máximo es 5 MB.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Imagen \d$/ })).toHaveLength(1);
  });
});

describe('numbers', () => {
  it('reads a pasted area with a point or a comma as the decimal, and es-AR thousands', async () => {
    signInAs();
    routeUploadsThroughFetch();
    const { requests } = stubApi({ 'POST /account/publication': { status: 201, body: testProperty({ id: 90 }) } });
    renderPublications('/account/publication/create');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Tipo/ }), 'Inmueble');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Categoría/ }), 'Departamento');

    const total = screen.getByLabelText('Superficie total (m²)');
    await userEvent.click(total);
    await userEvent.paste('72.5');
    expect(total).toHaveValue('72,5');
    const covered = screen.getByLabelText('Superficie cubierta (m²)');
    await userEvent.click(covered);
    await userEvent.paste('1.234,5');
    expect(covered).toHaveValue('1.234,5');
    const price = screen.getByLabelText('Precio');
    await userEvent.click(price);
    await userEvent.paste('135.000');
    expect(price).toHaveValue('135.000');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/account/publication')).toBe(true));
    const form = sentForm(requests);
    expect(form.get('extras[areas][total]')).toBe('72.5');
    expect(form.get('extras[areas][covered]')).toBe('1234.5');
    expect(form.get('amount')).toBe('135000');
  });

  it('replaces the whole value with a pasted one, and takes a comma pasted alike', async () => {
    signInAs();
    stubApi({});
    renderPublications('/account/publication/create');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Tipo/ }), 'Inmueble');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Categoría/ }), 'Casa');
    const total = screen.getByLabelText('Superficie total (m²)');
    await userEvent.type(total, '10');
    await userEvent.tripleClick(total);
    await userEvent.paste('72,5');
    expect(total).toHaveValue('72,5');
  });
});

describe("the server's error list", () => {
  const refusal = {
    status: 422,
    body: {
      message: 'La oferta no puede superar el precio.',
      errors: { amount_sale: ['La oferta no puede superar el precio.'], title: ['Este campo es obligatorio'] },
    },
  };

  it('shows the offer refusal on its field, and drops each line as its field is edited', async () => {
    signInAs();
    routeUploadsThroughFetch();
    stubApi({ 'POST /account/publication': refusal });
    renderPublications('/account/publication/create');
    const save = await screen.findByRole('button', { name: 'Guardar' });
    const form = save.closest('form')!;
    await userEvent.click(save);

    const list = await within(form).findByRole('alert');
    // The first field to fix, in the form's order, is said in a toast and focused.
    await findToast('Este campo es obligatorio');
    expect(screen.getByLabelText(/Título/)).toHaveFocus();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oferta: La oferta no puede superar el precio.', 'Título: Este campo es obligatorio']);
    expect(screen.getByLabelText('Oferta')).toHaveAccessibleDescription(/^La oferta no puede superar el precio\./);

    await userEvent.type(screen.getByLabelText('Oferta'), '1');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Título: Este campo es obligatorio']);
    expect(screen.getByLabelText('Oferta')).not.toHaveAccessibleDescription(/La oferta no puede superar el precio/);

    await userEvent.type(screen.getByLabelText(/Título/), 'Casa con jardín');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sits above the bar that holds Guardar, never inside it (the bar sticks over the fields)', async () => {
    signInAs();
    routeUploadsThroughFetch();
    stubApi({ 'POST /account/publication': refusal });
    renderPublications('/account/publication/create');
    const save = await screen.findByRole('button', { name: 'Guardar' });
    await userEvent.click(save);
    const list = await within(save.closest('form')!).findByRole('alert');
    // The bar is the smallest part of the form that holds Guardar and the upload progress.
    const bar = save.closest('form > div > div')!;
    expect(bar).toContainElement(save);
    expect(bar).not.toContainElement(list);
    expect(list.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
