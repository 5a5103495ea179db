/**
 * Consolidation's decision for each sentence the person wrote: propose a new fact or
 * habit, propose a replacement of one kept already, or nothing. Pure; the pass that reads
 * the episodes and asks the worker lives in app/consolidation.ts.
 */
import { distinctiveTokens } from '../capture/aboutness';
import type { Classification } from '../capture/labels';
import { saysNoLonger } from './contradiction';
import type { NewMemoryInput } from './memory-edit';
import type { MemoryRecord } from './memory-record';

/**
 * The classifier's confidence below which a fact or habit is not worth asking about. Every
 * proposal waits for the person's review, so this only keeps near-ties out. At 0.45 (set
 * for an earlier classifier) the label head's plain statements ("Hi, my name is Lucy", "I
 * enjoy playing badminton") were left out: 6 of 1,340 English user turns of MemoryBank were
 * proposed, and 59 of the 102 facts and habits of eval/classify-memory-dev.jsonl. At 0.35:
 * 28 and 83 (one habit read as a fact), and still none of classify-dev's 240 items and small
 * talk. ARCHITECTURE.md (semantic memory) has the read of what the lower bar lets in.
 */
export const MIN_PROPOSAL_CONFIDENCE = 0.35;
/**
 * A sentence this close to a kept memory may say it again; it does if it also names nothing
 * the memory does not (`addsNothingTo`). The cosine alone cannot tell: "My son is called
 * Xiaomi" sits 0.84 from "My daughter is called Xiaomi" (我儿子叫小米 and 我女儿叫小米, 0.85),
 * "I live in Berlin" 0.80 from "I work in Berlin", while "My sister lives in Lyon now"
 * restates "My sister lives in Lyon" at 0.90.
 */
export const RESTATES_SIMILARITY = 0.8;
/** A "no longer" sentence this close to a kept memory is about it: offered as its successor. */
export const SUPERSEDES_SIMILARITY = 0.45;

export type ReadSentence = {
  text: string;
  episodeId: string;
  verdict: Classification;
  /** The nearest accepted memories by cosine, best first. */
  nearest: { id: string; score: number }[];
};

/**
 * A sentence about the one addressed, not the writer: "You are a thoughtful assistant",
 * "你也是我的好朋友". Read as facts by the classifier (they state what someone is), they are
 * not the person's. Only "you are" / "你是" openings: "You know, I'm vegetarian" and
 * greetings that carry a name ("你好，我叫…") are the writer's.
 */
const ABOUT_THE_ADDRESSEE = /^\s*you(?:'re| are)\b|^\s*(?:你|您)(?:也|真|就|一直)?(?:是|真是)/i;

/**
 * - A sentence saying a kept memory no longer holds ("we're moving off PostgreSQL") is
 *   offered to supersede the nearest one, whatever its label: a change of fact is often
 *   phrased as a plan or a decision.
 * - Otherwise a sentence labelled fact or habit, sure enough, about the writer (not the one
 *   addressed) and not a restatement of a kept memory, is offered as new.
 */
export function decideProposal(
  sentence: ReadSentence,
  active: ReadonlyMap<string, MemoryRecord>,
): NewMemoryInput | null {
  const [best] = sentence.nearest;
  const nearest = best ? active.get(best.id) : undefined;
  const provenance = { origin: 'consolidation' as const, episodeIds: [sentence.episodeId] };
  if (nearest && best && best.score >= SUPERSEDES_SIMILARITY && saysNoLonger(sentence.text)) {
    return { ...provenance, kind: nearest.kind, content: sentence.text, supersedesId: nearest.id };
  }
  const { label, confidence } = sentence.verdict;
  if (label !== 'fact' && label !== 'habit') return null;
  if (confidence < MIN_PROPOSAL_CONFIDENCE) return null;
  if (ABOUT_THE_ADDRESSEE.test(sentence.text)) return null;
  const restates =
    nearest && best && best.score >= RESTATES_SIMILARITY && addsNothingTo(sentence.text, nearest);
  if (restates) return null;
  return { ...provenance, kind: label, content: sentence.text };
}

/**
 * Whether every word of `text` that can name something is one of `memory`'s, or the start of
 * one ("postgres" of "PostgreSQL"): then it says the memory again. A word the memory lacks
 * ("son" beside "daughter", 儿子 beside 女儿) may be a new fact, and a fact left unproposed is
 * lost, while a restatement proposed costs a Reject.
 */
export function addsNothingTo(text: string, memory: MemoryRecord): boolean {
  const known = distinctiveTokens(memory.content);
  return distinctiveTokens(text).every((word) =>
    known.some((other) => other === word || (word.length >= 4 && other.startsWith(word))),
  );
}
