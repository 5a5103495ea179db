// Helpers the conversation-import tests share: their fixture files, local times, the turns
// a text parses to, and the refusal it gets.
import { readFileSync } from 'node:fs';

import { parseConversationText } from '../domain/conversation-import/parse-conversation-text';
import { ImportRejectedError } from '../domain/conversation-import/parsed';

/** A file of src/domain/conversation-import/fixtures/. */
export function importFixture(name: string): string {
  return readFileSync(
    new URL(`../domain/conversation-import/fixtures/${name}`, import.meta.url),
    'utf8',
  );
}

/** Epoch ms of a local wall-clock time, month counted from 1. */
export function localTime(...parts: [number, number, number, number, number, number?]): number {
  return new Date(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5] ?? 0).getTime();
}

/** The turns of the first conversation `text` parses to. */
export function turnsOf(text: string) {
  return parseConversationText(text).conversations[0]?.turns ?? [];
}

/** The refusal `text` gets; throws if it parses. */
export function rejection(text: string): ImportRejectedError {
  try {
    parseConversationText(text);
  } catch (error) {
    if (error instanceof ImportRejectedError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}
