// What the listing form sends for its state: hidden fields emptied, texts trimmed, the stock rows with content and
// the images' order tokens, with the names the API folds.
import { describe, expect, it } from 'vitest';
import { testClothing, testMedia, testProperty } from '@/components/publication-detail/test-publications';
import { toFormData } from './form-input';
import { initialValues, nextKey, withFormValue } from './form-model';

describe('toFormData', () => {
  it("empties a property's fields once the listing is a garment, and sends the garment's", () => {
    let values = initialValues(testProperty({ medias: [] }));
    values = withFormValue(values, 'type', 'clothing');
    values = withFormValue(values, 'category', 'camperas');
    values = withFormValue(values, 'extras.brand', '  Levi’s ');
    values = withFormValue(values, 'extras.last_season', false);
    const form = toFormData(values);
    expect(form.get('operation')).toBe('');
    expect(form.get('extras[areas][total]')).toBe('');
    expect(form.get('extras[rooms][total]')).toBe('');
    expect(form.get('extras[age]')).toBe('');
    expect(form.get('extras[credit]')).toBe('');
    expect(form.get('extras[brand]')).toBe('Levi’s');
    expect(form.get('extras[last_season]')).toBe('0');
    expect(form.get('extras[gender]')).toBe('');
    expect(form.getAll('extras[tags][]')).toEqual(['balcón', 'luminoso']);
    expect(form.get('address[title]')).toBe('Honduras 4800, Palermo, CABA');
    expect(form.get('address[lng]')).toBe('-58.4305');
  });

  it("hides a plot of land's rooms and sends what a plot has", () => {
    const values = withFormValue(initialValues(testProperty({ medias: [] })), 'category', 'terreno');
    const form = toFormData(values);
    expect(form.get('extras[areas][total]')).toBe('85.5');
    expect(form.get('extras[areas][covered]')).toBe('');
    expect(form.get('extras[rooms][bedrooms]')).toBe('');
    expect(form.get('extras[parkings]')).toBe('');
    expect(form.get('extras[credit]')).toBe('1');
    expect(form.get('operation')).toBe('venta');
  });

  it('sends the stock rows that have a colour or a size, and no stock when none has', () => {
    const garment = initialValues(testClothing());
    expect(toFormData(garment).get('extras[stock][2][size]')).toBe('L');
    const rows = [
      { key: nextKey('stock'), color: ' Azul ', size: '' },
      { key: nextKey('stock'), color: ' ', size: '' },
      { key: nextKey('stock'), color: '', size: 'M' },
    ];
    const form = toFormData(withFormValue(garment, 'extras.stock', rows));
    const stock = [...form.entries()].filter(([name]) => name.startsWith('extras[stock]'));
    expect(stock).toEqual([
      ['extras[stock][0][color]', 'Azul'],
      ['extras[stock][0][size]', ''],
      ['extras[stock][1][color]', ''],
      ['extras[stock][1][size]', 'M'],
    ]);
    const none = toFormData(withFormValue(garment, 'extras.stock', rows.slice(1, 2)));
    expect([...none.keys()].filter((name) => name.startsWith('extras[stock]'))).toEqual([]);
  });

  it('orders existing images by id and new files by their place among the uploads', () => {
    const values = initialValues(testProperty({ medias: [testMedia(11, 1), testMedia(12, 2)] }));
    const file = new File([new Uint8Array([1])], 'frente.jpg', { type: 'image/jpeg' });
    const images = [{ key: 'new-1', kind: 'new' as const, file, url: '' }, ...values.images.slice(1)];
    const form = toFormData(withFormValue(values, 'images', images));
    expect(form.getAll('order[]')).toEqual(['new:0', '12']);
    expect((form.getAll('medias[]') as File[]).map((item) => item.name)).toEqual(['frente.jpg']);
  });
});
