// The multipart body a nested value becomes: the names and values the API folds back into the same shape.
import { describe, expect, it } from 'vitest';
import { encodeFormData } from './form-data';

const entries = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);

describe('encodeFormData', () => {
  it('names nested fields with brackets, texts as typed, numbers as written and booleans as 1 or 0', () => {
    const form = encodeFormData({
      title: 'Tres ambientes',
      amount: 135000,
      public: true,
      extras: { areas: { total: 72.5, covered: '' }, credit: false, last_season: null },
    });
    expect(entries(form)).toEqual([
      ['title', 'Tres ambientes'],
      ['amount', '135000'],
      ['public', '1'],
      ['extras[areas][total]', '72.5'],
      ['extras[areas][covered]', ''],
      ['extras[credit]', '0'],
      ['extras[last_season]', ''],
    ]);
  });

  it('sends a list of texts as name[] in order, and an empty one as one empty name', () => {
    const form = encodeFormData({ agents: ['Ana', 'Bruno'], extras: { tags: [] }, order: ['12', 'new:0'] });
    expect(entries(form)).toEqual([
      ['agents[]', 'Ana'],
      ['agents[]', 'Bruno'],
      ['extras[tags]', ''],
      ['order[]', '12'],
      ['order[]', 'new:0'],
    ]);
  });

  it('indexes a list of objects', () => {
    const form = encodeFormData({
      extras: {
        stock: [
          { color: 'Azul', size: 'M' },
          { color: '', size: 'L' },
        ],
      },
    });
    expect(entries(form)).toEqual([
      ['extras[stock][0][color]', 'Azul'],
      ['extras[stock][0][size]', 'M'],
      ['extras[stock][1][color]', ''],
      ['extras[stock][1][size]', 'L'],
    ]);
  });

  it('appends files with their names, and leaves out what is undefined', () => {
    const living = new File([new Uint8Array([1])], 'living.jpg', { type: 'image/jpeg' });
    const plan = new File([new Uint8Array([2])], 'plano.png', { type: 'image/png' });
    const form = encodeFormData({ medias: [living, plan], address: undefined, url: '' });
    expect(entries(form)).toEqual([
      ['medias[]', 'file:living.jpg'],
      ['medias[]', 'file:plano.png'],
      ['url', ''],
    ]);
    expect(form.getAll('medias[]')[0]).toBeInstanceOf(File);
  });
});
