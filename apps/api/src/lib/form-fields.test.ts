import { describe, expect, it } from 'vitest';
import { foldFormFields, splitFieldName } from './form-fields';

describe('splitFieldName', () => {
  it('splits plain, nested, appended and indexed names', () => {
    expect(splitFieldName('title')).toEqual(['title']);
    expect(splitFieldName('address[title]')).toEqual(['address', 'title']);
    expect(splitFieldName('extras[areas][total]')).toEqual(['extras', 'areas', 'total']);
    expect(splitFieldName('extras[tags][]')).toEqual(['extras', 'tags', '']);
    expect(splitFieldName('extras[stock][0][color]')).toEqual(['extras', 'stock', '0', 'color']);
  });

  it('refuses malformed names', () => {
    expect(splitFieldName('[title]')).toBeNull();
    expect(splitFieldName('a[b')).toBeNull();
    expect(splitFieldName('a]b')).toBeNull();
    expect(splitFieldName('a[b]c')).toBeNull();
    expect(splitFieldName('a[[b]]')).toBeNull();
  });
});

describe('foldFormFields', () => {
  it('folds a whole listing form as the browser sends it', () => {
    const image = Buffer.from('bytes');
    expect(
      foldFormFields({
        title: 'Departamento en Palermo',
        public: '1',
        'agents[]': ['Lucía', 'Martín'],
        'address[title]': 'Honduras 4800, Palermo',
        'address[lat]': '-34.58',
        'address[lng]': '-58.43',
        'extras[areas][total]': '72.5',
        'extras[areas][covered]': '65',
        'extras[tags][]': ['balcón', 'luminoso'],
        'extras[stock][0][color]': 'rojo',
        'extras[stock][0][size]': 'M',
        'extras[stock][1][color]': 'azul',
        'order[]': ['12', 'new:0'],
        'medias[]': image,
      }),
    ).toEqual({
      title: 'Departamento en Palermo',
      public: '1',
      agents: ['Lucía', 'Martín'],
      address: { title: 'Honduras 4800, Palermo', lat: '-34.58', lng: '-58.43' },
      extras: {
        areas: { total: '72.5', covered: '65' },
        tags: ['balcón', 'luminoso'],
        stock: [{ color: 'rojo', size: 'M' }, { color: 'azul' }],
      },
      order: ['12', 'new:0'],
      medias: [image],
    });
  });

  it('makes a one-item list of a single appended value', () => {
    expect(foldFormFields({ 'order[]': '7', 'extras[tags][]': 'patio' })).toEqual({
      order: ['7'],
      extras: { tags: ['patio'] },
    });
  });

  it('keeps a repeated plain name as the array it arrived as', () => {
    expect(foldFormFields({ agents: ['Ana', 'Bruno'] })).toEqual({ agents: ['Ana', 'Bruno'] });
  });

  it('orders indexed items by index and compacts gaps', () => {
    expect(foldFormFields({ 'stock[10][size]': 'L', 'stock[2][size]': 'S', 'stock[5][size]': 'M' })).toEqual({
      stock: [{ size: 'S' }, { size: 'M' }, { size: 'L' }],
    });
  });

  it('appends after the highest index given', () => {
    expect(foldFormFields({ 'list[3]': 'c', 'list[]': ['d', 'e'] })).toEqual({ list: ['c', 'd', 'e'] });
  });

  it('treats mixed or huge keys as an object, which the schema then refuses where a list is due', () => {
    expect(foldFormFields({ 'stock[0]': 'a', 'stock[x]': 'b' })).toEqual({ stock: { 0: 'a', x: 'b' } });
    expect(foldFormFields({ 'stock[99999999][size]': 'M' })).toEqual({ stock: { 99999999: { size: 'M' } } });
  });

  it('keeps the first field when two disagree on a shape', () => {
    expect(foldFormFields({ address: '', 'address[title]': 'Calle 1' })).toEqual({ address: '' });
    expect(foldFormFields({ 'address[title]': 'Calle 1', address: '' })).toEqual({ address: { title: 'Calle 1' } });
  });

  it('drops names that reach for the prototype, and absurdly deep ones', () => {
    const folded = foldFormFields({
      '__proto__[polluted]': '1',
      'a[constructor][prototype][x]': '1',
      'a[b][c][d][e][f][g][h][i]': '1',
      ok: 'si',
    });
    expect(folded).toEqual({ ok: 'si' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('passes JSON bodies (already nested) and empty forms through', () => {
    expect(foldFormFields({ extras: { tags: ['a'] }, public: true })).toEqual({
      extras: { tags: ['a'] },
      public: true,
    });
    expect(foldFormFields({})).toEqual({});
    expect(foldFormFields({ 0: 'x' })).toEqual({ 0: 'x' });
  });
});
