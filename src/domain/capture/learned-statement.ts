import { cueScores } from './cues';
import { shiftIn } from './date-shift';
import { timeExpressionsOf } from './due-date';
import type { ReadStatus } from './status-reader';
import type { Statement } from './statements';

/** What the status head read of each sentence (null: neither, or no head for the model). */
export type StatusOf = (sentence: string) => ReadStatus;

export const NO_STATUS: StatusOf = () => null;

/**
 * A statement the heads read where no cue pattern did: done or given up ("passed my driving
 * test!!", "老大的疫苗打了"), or a time moved ("the thing with the bank is now happening on
 * the 14th"). It has no cue, so no clause of its own: the whole sentence is what names the
 * item, as for "Did it!" — and a close is only offered for an item the sentence names. A
 * question is never a report ("did I pay the gas bill?"), and a move names the time it moved
 * to or by: "the appointment got moved" alone says no day to offer.
 */
export function learnedStatement(sentence: string, status: ReadStatus): Statement | null {
  // A mind made up is no statement about a kept item: it answers a question (message-reading.ts).
  if (status === null || status.status === 'settled' || /[?？]\s*$/u.test(sentence)) return null;
  const rest = sentence.normalize('NFKC').toLowerCase().trim();
  if (status.status === 'moved') {
    return namesATime(sentence) ? { kind: 'change', sites: [], rest, isLearned: true } : null;
  }
  return {
    kind: status.status === 'dropped' ? 'abandon' : 'done',
    sites: [],
    rest,
    isLearned: true,
    ...(status.onlyIfNamed ? { onlyIfNamed: true as const } : {}),
  };
}

/** A time or a shift said anywhere in the sentence, whenever it was written. */
function namesATime(sentence: string): boolean {
  const text = sentence.normalize('NFKC');
  // From the epoch, so that no day said is past and every one is found (change-text.ts).
  return timeExpressionsOf(text, 0).length > 0 || shiftIn(text.toLowerCase()) !== null;
}

/**
 * Whether the settled head read that the writer made up their mind ("Sticking with R"): not
 * of a question, nor of a sentence in a plan's own words ("I need to fill in the club's
 * form" follows a choice; it does not make one).
 */
export function readsAsSettled(sentence: string, statusOf: StatusOf): boolean {
  if (statusOf(sentence)?.status !== 'settled' || /[?？]\s*$/u.test(sentence)) return false;
  return cueScores(sentence).plan === 0;
}
