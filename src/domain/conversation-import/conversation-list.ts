import type { ParsedConversation } from './parsed';
import { tick, type Progress } from './progress';

/** An export's top level: a list of conversations, or a single one. */
export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

/** Reads each conversation of an export with progress, skipping what is not one. */
export function readConversations(
  value: unknown,
  progress: Progress,
  toConversation: (raw: unknown) => ParsedConversation | null,
): ParsedConversation[] {
  const list = listOf(value);
  const conversations: ParsedConversation[] = [];
  list.forEach((raw, index) => {
    tick(progress, index, list.length);
    const conversation = toConversation(raw);
    if (conversation) conversations.push(conversation);
  });
  return conversations;
}
