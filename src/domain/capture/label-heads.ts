import { isLabelHead, type LabelHead } from './label-head';
import builtinHead from './label-head.json';

/**
 * The label heads the app ships: one, for the built-in model (written by
 * `npm run train:head`). A file that does not parse as a head is left out, and the
 * classifier falls back to the nearest seeds.
 */
export const LABEL_HEADS: readonly LabelHead[] = isLabelHead(builtinHead) ? [builtinHead] : [];
