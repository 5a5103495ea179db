import type { CaptureLabel } from './labels';

/** One cue: a pattern and the weight it adds to its label when a text matches it. */
export type Cue = { label: CaptureLabel; pattern: RegExp; weight: number };

/** An English cue: matched without regard to case. */
export const en = (label: CaptureLabel, weight: number, source: string): Cue => ({
  label,
  weight,
  pattern: new RegExp(source, 'i'),
});

/** An English cue where case matters: a capitalised word opening a sentence is a name. */
export const enCased = (label: CaptureLabel, weight: number, source: string): Cue => ({
  label,
  weight,
  pattern: new RegExp(source),
});

/** A Chinese cue (Chinese has no case; Latin words inside it are matched as written). */
export const zh = (label: CaptureLabel, weight: number, source: string): Cue => ({
  label,
  weight,
  pattern: new RegExp(source),
});
