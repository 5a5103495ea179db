import { isBinaryHead, readsAsYes, type BinaryHead } from './binary-head';

/**
 * A yes/no head that reads whether a sentence says a plan's time changed ("the thing with
 * the bank is now happening on the 14th", "时间调到7月18号了", "drs office bumped me a
 * week"), trained on hand-written sentences by `npm run train:moved-head`. The change cues
 * (change-cues.ts) know the common verbs; this reads the many other ways of saying it from
 * what the sentence means. It speaks only where the sentence names a time
 * (learned-statement.ts): what it reads is offered, never applied unasked.
 */
export type MovedHead = BinaryHead;

export const readsAsMoved: (head: MovedHead, vector: Float32Array) => boolean = readsAsYes;

/** Whether a parsed JSON value is a moved head of the right shape (a damaged file is unused). */
export const isMovedHead: (value: unknown) => value is MovedHead = isBinaryHead;
