import { EN_CUES } from './cues-en';
import { explicitOpening } from './cues-opening';
import { SMALL_TALK_CUES } from './cues-small-talk';
import { ZH_CUES } from './cues-zh';
import type { CaptureLabel } from './labels';
import { toSimplified } from './simplified';

/*
 * Cue patterns: the words people use when they state a plan, float an idea, settle a
 * decision, leave a question open or note an insight; the words of a lasting fact about the
 * person or of a habit of theirs (memories, not items); and the marks of what is none of
 * these (small talk, requests, news about other people, finished events, sarcasm). Each
 * match adds its weight to its label; the nearest-example step (classifier.ts) does the
 * rest. Every text is read by both languages' cues, so mixed Chinese-English gets both.
 * Patterns are written from how each kind of statement is phrased, not from any test set.
 */
const CUES = [...EN_CUES, ...ZH_CUES, ...SMALL_TALK_CUES];

/**
 * An explicit opening ("Idea:", "我们决定…") outweighs every other cue together: the person
 * said what it is. The classifier decides on it before any cue (classifier.ts); the weight is
 * for the callers that read cue scores alone.
 */
const OPENING_WEIGHT = 4;

export type CueScores = Record<CaptureLabel, number>;

export function emptyScores(): CueScores {
  return { plan: 0, idea: 0, decision: 0, question: 0, insight: 0, fact: 0, habit: 0, none: 0 };
}

/** The summed weight of the cues that match, per label (a cue counts once per text). */
export function cueScores(text: string): CueScores {
  const scores = emptyScores();
  // Phones type curly apostrophes ("isn’t"); the patterns are written with straight ones.
  // The patterns are written in simplified Chinese: traditional text is folded first.
  const straight = toSimplified(text).replace(/[‘’ʼ]/gu, "'");
  for (const cue of CUES) {
    if (cue.pattern.test(straight)) scores[cue.label] += cue.weight;
  }
  const opening = explicitOpening(text);
  if (opening !== null) scores[opening.label] += OPENING_WEIGHT;
  return scores;
}
