import { describe, expect, it } from 'vitest';
import { FeedFormatError, FeedScanner, oversizedItem, type ScannedItem } from './feed-scanner';

/** Scans `text` fed in chunks of `size` bytes (so every boundary case is crossed somewhere). */
function scan(text: string, size: number, maxItemBytes = 1000): ScannedItem[] {
  const scanner = new FeedScanner(maxItemBytes);
  const data = Buffer.from(text);
  const items: ScannedItem[] = [];
  for (let index = 0; index < data.length; index += size)
    items.push(...scanner.push(data.subarray(index, index + size)));
  scanner.end();
  return items;
}

const parsed = (items: ScannedItem[]) =>
  items.map((item) => (item === oversizedItem ? 'demasiado grande' : JSON.parse(item)));
const failure = (text: string) => {
  try {
    scan(text, 2);
  } catch (error) {
    expect(error).toBeInstanceOf(FeedFormatError);
    return (error as FeedFormatError).kind;
  }
  return 'ok';
};

describe('FeedScanner', () => {
  it('hands out the elements of a top-level list, whatever the chunk size', () => {
    const text =
      '[ {"code":"a","title":"Ambientes: 2, [luminoso]"} , {"code":"b","extras":{"tags":["x","y"]}},{"code":"c\\"]}"}]';
    for (const size of [1, 2, 3, 7, 1000]) {
      expect(parsed(scan(text, size)), String(size)).toEqual([
        { code: 'a', title: 'Ambientes: 2, [luminoso]' },
        { code: 'b', extras: { tags: ['x', 'y'] } },
        { code: 'c"]}' },
      ]);
    }
  });

  it('hands out the elements of the "data" list of a top-level object, skipping its other keys', () => {
    const text = '\ufeff{"meta":{"data":[1],"total":2},"data":[{"code":"a"},{"code":"ñandú"}],"links":{"next":null}}';
    for (const size of [1, 5, 1000]) expect(parsed(scan(text, size))).toEqual([{ code: 'a' }, { code: 'ñandú' }]);
    expect(scan('{"data":[]}', 3)).toEqual([]);
    expect(scan('[]', 1)).toEqual([]);
  });

  it('reports an element too large to be a listing without keeping it', () => {
    expect(parsed(scan(`[{"code":"a","d":"${'x'.repeat(5000)}"},{"code":"b"}]`, 64, 1000))).toEqual([
      'demasiado grande',
      { code: 'b' },
    ]);
  });

  it('refuses what is not a JSON document, and JSON without a list of listings', () => {
    expect(failure('<!doctype html>')).toBe('notJson');
    expect(failure('')).toBe('notJson');
    expect(failure('[{"code":"a"}')).toBe('notJson');
    expect(failure('[{"code":"a"},]')).toBe('notJson');
    expect(failure('[{"code":"a"}] basura')).toBe('notJson');
    expect(failure('[{"code":"a"]}')).toBe('notJson');
    expect(failure('{"items":[]}')).toBe('shape');
    expect(failure('{"data":{"code":"a"}}')).toBe('shape');
  });
});
