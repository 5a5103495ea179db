import builtinHead from './settled-head.json';
import { isBinaryHead, type BinaryHead } from './binary-head';

/**
 * The settled heads the app ships: one, for the built-in model (written by
 * `npm run train:settled-head`). It reads whether the writer made up their mind ("Sticking
 * with R", 婚庆还是请了, "押二付一，deal") where no decision word says so; a sentence it
 * reads this way answers an open question it names (message-reading.ts). A file that does
 * not parse as a head is left out, and only decision words answer a question.
 */
export const SETTLED_HEADS: readonly BinaryHead[] = isBinaryHead(builtinHead) ? [builtinHead] : [];
