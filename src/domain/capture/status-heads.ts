import builtinHead from './status-head.json';
import { isStatusHead, type StatusHead } from './status-head';

/**
 * The status heads the app ships: one, for the built-in model (written by
 * `npm run train:status-head`). A file that does not parse as a head is left out, and the
 * cue patterns alone read done and given-up statements.
 */
export const STATUS_HEADS: readonly StatusHead[] = isStatusHead(builtinHead) ? [builtinHead] : [];
