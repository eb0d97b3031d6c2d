// Typos: a word the parser does not know is replaced by a known word one edit away (two for long words), so
// 'palerno', 'belgrnao', 'departameto' and 'ambietes' still count. Short words are left alone: too many are one
// edit from another word.
import type { Token } from './tokens';

/** Damerau-Levenshtein distance (adjacent swaps count as one edit), giving up above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i][j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length][b.length];
}

export type Lexicon = { words: Set<string>; byLength: Map<number, string[]> };

export function lexiconOf(words: Iterable<string>): Lexicon {
  const set = new Set<string>();
  const byLength = new Map<number, string[]>();
  for (const word of words) {
    if (set.has(word)) continue;
    set.add(word);
    if (!/^[a-z]+$/.test(word) || word.length < 4) continue;
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  return { words: set, byLength };
}

/** Replaces the text of unknown words with the nearest known word, when one is near enough. */
export function correctTypos(tokens: Token[], lexicon: Lexicon): void {
  for (const token of tokens) {
    const text = token.text;
    if (text.length < 5 || lexicon.words.has(text) || !/^[a-z]+$/.test(text)) continue;
    const limit = text.length >= 9 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = limit + 1;
    for (let length = text.length - limit; length <= text.length + limit; length++)
      for (const word of lexicon.byLength.get(length) ?? []) {
        const distance = editDistance(text, word, Math.min(limit, bestDistance - 1));
        if (distance < bestDistance) {
          best = word;
          bestDistance = distance;
        }
      }
    if (best) token.text = best;
  }
}
