import type { Turn } from '../source';
import type { GivenMemory } from './given-memory';

/** A chat-completions message. */
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The speaker name the app's own chat gives the assistant's turns. */
export const ASSISTANT_SPEAKER = 'assistant';

/**
 * How much of the conversation goes with a request, newest first: small local models have
 * short contexts (a few thousand tokens), and the memories matter more than old turns.
 */
export const HISTORY_CHARACTER_BUDGET = 6_000;

const INSTRUCTIONS = [
  'You are the assistant inside Forethought, a private notebook that remembers what its owner',
  'said they plan, wonder, decided and learnt. Answer the owner helpfully and briefly, in the',
  'language of their last message. Below are notes recalled from their own earlier writing that',
  'may bear on the message: use them where they help, say so when you do, never invent notes',
  'that are not listed, and ignore the ones that do not matter.',
].join(' ');

function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Who wrote a recalled turn, as the assistant reads it: they, you, or the speaker's name. */
function writerOf(by: string | undefined): string {
  if (by === undefined) return 'they';
  return by === ASSISTANT_SPEAKER ? 'you (the assistant)' : by;
}

/** One line of the system block: what kind of note, its state and date, its text. */
export function givenLine(memory: GivenMemory): string {
  switch (memory.kind) {
    case 'item':
      return `- ${memory.itemType} (${memory.status}, said ${isoDay(memory.saidAt)}): ${memory.text}`;
    case 'fact':
      return `- fact about them: ${memory.text}`;
    case 'habit':
      return `- their habit: ${memory.text}`;
    case 'episode':
      return `- ${writerOf(memory.by)} wrote on ${isoDay(memory.at)}: ${memory.text}`;
  }
}

/** The system block: the instructions, then the recalled notes (or that there are none). */
export function systemBlock(given: readonly GivenMemory[]): string {
  const notes =
    given.length === 0
      ? 'No notes were recalled for this message.'
      : ['Recalled notes:', ...given.map(givenLine)].join('\n');
  return `${INSTRUCTIONS}\n\n${notes}`;
}

/** The turns that fit the budget, newest kept, in their order; the last always goes. */
function recentTurns(turns: readonly Turn[], budget: number): Turn[] {
  const kept: Turn[] = [];
  let used = 0;
  for (const turn of [...turns].reverse()) {
    used += turn.text.length;
    if (kept.length > 0 && used > budget) break;
    kept.unshift(turn);
  }
  return kept;
}

/**
 * The request's messages: the system block with the memories given, then the conversation
 * so far (the person's turns as `user`, the assistant's as `assistant`), ending with the
 * message being answered.
 */
export function assistantMessages(
  turns: readonly Turn[],
  given: readonly GivenMemory[],
  budget = HISTORY_CHARACTER_BUDGET,
): ChatMessage[] {
  const conversation = recentTurns(turns, budget).map((turn): ChatMessage => ({
    role: turn.speaker === ASSISTANT_SPEAKER ? 'assistant' : 'user',
    content: turn.text,
  }));
  return [{ role: 'system', content: systemBlock(given) }, ...conversation];
}
