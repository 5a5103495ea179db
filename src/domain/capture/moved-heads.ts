import builtinHead from './moved-head.json';
import { isMovedHead, type MovedHead } from './moved-head';

/**
 * The moved heads the app ships: one, for the built-in model (written by
 * `npm run train:moved-head`). A file that does not parse as a head is left out, and the
 * change cues alone read a plan's time moved.
 */
export const MOVED_HEADS: readonly MovedHead[] = isMovedHead(builtinHead) ? [builtinHead] : [];
