// The query box's parser, loaded on first focus or keystroke (a chunk of its own, out of the first load): the
// shared code the API runs, so the chips show as the person types with no request.
import { intentChips, withoutChip } from '@vitrina/shared/query-parse/chips';
import type { Intent } from '@vitrina/shared/query-parse/intent';
import { parseIntent } from '@vitrina/shared/query-parse/parse-query';
import { intentResult } from '@vitrina/shared/query-parse/to-filters';

export type Reading = ReturnType<typeof readIntent>;

/** What an intent amounts to: the chips to show and the search to create. */
export function readIntent(intent: Intent, unknown: string[]) {
  return { intent, unknown, chips: intentChips(intent), ...intentResult(intent) };
}

export function readSentence(text: string): Reading {
  const { intent, unknown } = parseIntent(text);
  return readIntent(intent, unknown);
}

export function removeChip(reading: Reading, key: string): Reading {
  return readIntent(withoutChip(reading.intent, key), reading.unknown);
}
