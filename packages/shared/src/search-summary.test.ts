import { describe, expect, it } from 'vitest';
import { median, recurring } from './search-summary';

describe('the summary of likes', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 400, 200, 300])).toBe(250);
  });

  it('names what recurs, most frequent first, at most five', () => {
    expect(recurring(['Palermo', 'Belgrano', 'Palermo', 'Núñez'])).toEqual([{ name: 'Palermo', count: 2 }]);
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((value, index) => Array(index + 2).fill(value) as string[]);
    expect(recurring(many).map((item) => item.name)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });
});
