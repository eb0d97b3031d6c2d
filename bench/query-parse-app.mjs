// What bench/query-parse.mjs drives from the shared TypeScript sources, bundled by it (so it measures the current
// code): the query box's parser, its tokenizer alone, and the labelled queries.
export { parseQuery } from '@vitrina/shared/query-parse/parse-query';
export { tokenize } from '@vitrina/shared/query-parse/tokens';
import labelled from '../packages/shared/src/query-parse/labelled-queries.json';
export { labelled };
