import type { ParsedConversation, ParsedTurn } from '../conversation-import/parsed';
import type { CaptureCandidate } from './candidate';
import { dueDateOf } from './due-date';
import { isItemLabel, type Classification } from './labels';
import { splitSentences } from './sentences';

/** One text to classify, with the turn before it (the classifier may read it). */
export type ClassifyInput = { text: string; context: string | null };
export type ClassifyFn = (inputs: ClassifyInput[]) => Promise<Classification[]>;

/** Turns of context kept with an item: two before the turn it came from, one after. */
const CONTEXT_BEFORE = 2;
const CONTEXT_AFTER = 1;

function contextWindow(turns: readonly ParsedTurn[], index: number): string {
  return turns
    .slice(Math.max(0, index - CONTEXT_BEFORE), index + CONTEXT_AFTER + 1)
    .map((turn) => `${turn.speaker}: ${turn.text}`)
    .join('\n');
}

type Sentence = { turnIndex: number; sentenceIndex: number; text: string; context: string | null };

/**
 * The candidates in `me`'s turns of one conversation: each turn is split into sentences,
 * every sentence classified (with the turn before it as context), and those labelled with
 * an item type become candidates (a fact or a habit is a memory, not an item) with the turn they came from, a window of context, the time it
 * was said and, for a plan, a due date read from its time expression (relative to when it
 * was said, or to `now` when the transcript has no times).
 */
export async function extractCandidates(
  conversation: ParsedConversation,
  me: string,
  classify: ClassifyFn,
  now: number,
): Promise<CaptureCandidate[]> {
  const { turns } = conversation;
  const sentences: Sentence[] = turns.flatMap((turn, turnIndex) =>
    turn.speaker !== me
      ? []
      : splitSentences(turn.text).map((text, sentenceIndex) => ({
          turnIndex,
          sentenceIndex,
          text,
          context: turns[turnIndex - 1]?.text ?? null,
        })),
  );
  const verdicts = await classify(sentences.map(({ text, context }) => ({ text, context })));
  return sentences.flatMap((sentence, i): CaptureCandidate[] => {
    const verdict = verdicts[i];
    if (!verdict || !isItemLabel(verdict.label)) return [];
    const type = verdict.label;
    const saidAt = turns[sentence.turnIndex]?.at ?? null;
    return [
      {
        key: `${sentence.turnIndex}:${sentence.sentenceIndex}`,
        // Without a leading label word ("Idea:") the person typed, when there was one.
        text: verdict.text ?? sentence.text,
        type,
        confidence: verdict.confidence,
        turnIndex: sentence.turnIndex,
        saidAt,
        dueAt: type === 'plan' ? dueDateOf(sentence.text, saidAt ?? now) : null,
        context: contextWindow(turns, sentence.turnIndex),
      },
    ];
  });
}
