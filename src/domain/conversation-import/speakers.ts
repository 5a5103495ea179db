import type { ParsedConversation } from './parsed';

/** Names by which transcripts and exports mark the person themself. */
const ME_NAMES = new Set(['user', 'me', 'you', 'human', 'i', '我', '本人', '自己']);

/** Names of a chat with an AI assistant. */
const ASSISTANT_NAMES = new Set([
  'assistant',
  'ai',
  'bot',
  'chatgpt',
  'gpt',
  'claude',
  'gemini',
  'copilot',
  'system',
  '助手',
  'ai助手',
]);

export function isMeLikeName(name: string): boolean {
  return ME_NAMES.has(name.trim().toLowerCase());
}

export function isAssistantName(name: string): boolean {
  return ASSISTANT_NAMES.has(name.trim().toLowerCase());
}

/**
 * Which of the names found before a colon (or in a heading) are speakers. In a chat with
 * an AI assistant, only the roles and names that recur: there, a single "Note:" or
 * "### Pros" is part of an answer. Between people, every name, since one may speak once.
 */
export function speakingNames(counts: Map<string, number>): Set<string> {
  const names = [...counts.keys()];
  if (!names.some(isAssistantName)) return new Set(names);
  return new Set(
    names.filter(
      (name) => isMeLikeName(name) || isAssistantName(name) || (counts.get(name) ?? 0) > 1,
    ),
  );
}

/** Every speaker, most turns first; ties keep the order in which they first speak. */
export function rankSpeakers(conversations: ParsedConversation[]): string[] {
  const counts = new Map<string, number>();
  for (const conversation of conversations) {
    for (const turn of conversation.turns) {
      counts.set(turn.speaker, (counts.get(turn.speaker) ?? 0) + 1);
    }
  }
  // Map keeps insertion order and Array.prototype.sort is stable, so ties stay first-seen.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([speaker]) => speaker);
}
