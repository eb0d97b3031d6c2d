// The query box's first pass: a sentence turned into folded tokens (lowercase, no accents), each remembering the
// word it came from, so what the parser does not use can be shown as the person wrote it.

export type Token = {
  /** The folded text: 'Núñez' -> 'nunez', 'u$s' -> 'usd', '3amb' -> '3' and 'amb'. */
  text: string;
  /** The index of the written word it comes from. */
  word: number;
  /** Whether a rule has used it. */
  used: boolean;
};

export type Tokens = { tokens: Token[]; words: string[] };

const marks = /\p{M}/gu;
// Currency signs before folding: 'u$s', 'u$d', 'us$', 'u$' are dollars; '$' alone is pesos.
const dollarSign = /\bu\s?\$\s?[sd]?\b|\bus\$|\busd?\b/g;
// Figures (with thousands dots or a decimal comma, or 150k), '$', '+', or runs of letters and digits.
const piece = /\d+(?:[.,]\d+)*k?\b|\$|\+|m²|[a-z0-9ñ]+/g;

export function fold(text: string): string {
  return text.normalize('NFD').replace(marks, '').toLowerCase();
}

export function tokenize(sentence: string): Tokens {
  const words = sentence.split(/\s+/).filter(Boolean);
  const tokens: Token[] = [];
  words.forEach((word, index) => {
    const folded = fold(word.replace(/m²/g, ' m2 ')).replace(dollarSign, ' usd ');
    for (const match of folded.matchAll(piece)) {
      let text = match[0];
      if (text === 'm²') text = 'm2';
      // '3amb' or '50m2': a figure glued to a word is two tokens.
      const glued = /^(\d+)([a-z].*)$/.exec(text);
      if (glued && glued[2] !== 'k') {
        tokens.push({ text: glued[1], word: index, used: false });
        tokens.push({ text: glued[2], word: index, used: false });
      } else tokens.push({ text, word: index, used: false });
    }
  });
  return { tokens, words };
}

/** The written words with a token no rule used and that say something (not 'de', 'en', 'con'…). */
export function unusedWords({ tokens, words }: Tokens, ignored: ReadonlySet<string>): string[] {
  const unused = new Set<number>();
  for (const token of tokens) if (!token.used && !ignored.has(token.text)) unused.add(token.word);
  return [...unused]
    .sort((a, b) => a - b)
    .map((index) => words[index].replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}]+$/gu, ''));
}
