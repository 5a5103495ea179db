import builtinHead from './outcome-head.json';
import { isOutcomeHead, type OutcomeHead } from './outcome-head';

/**
 * The outcome heads the app ships: one, for the built-in model (written by
 * `npm run train:outcome-head`). A file that does not parse as a head is left out, and only
 * done words close a plan.
 */
export const OUTCOME_HEADS: readonly OutcomeHead[] = isOutcomeHead(builtinHead)
  ? [builtinHead]
  : [];
