import type { ReadStatus } from './status-reader';
import type { Statement } from './statements';

/** What the status head read of each sentence (null: neither, or no head for the model). */
export type StatusOf = (sentence: string) => ReadStatus;

export const NO_STATUS: StatusOf = () => null;

/**
 * A done or given-up statement the status head read where no cue pattern did ("passed
 * my driving test!!", "老大的疫苗打了"). It has no cue, so no clause of its own: the whole
 * sentence is what names the item, as for "Did it!" — and a close is only offered for an
 * item the sentence names. A question is never a report ("did I pay the gas bill?").
 */
export function learnedStatement(sentence: string, status: ReadStatus): Statement | null {
  if (status === null || /[?？]\s*$/u.test(sentence)) return null;
  return {
    kind: status.status === 'dropped' ? 'abandon' : 'done',
    sites: [],
    rest: sentence.normalize('NFKC').toLowerCase().trim(),
    isLearned: true,
    ...(status.onlyIfNamed ? { onlyIfNamed: true as const } : {}),
  };
}
