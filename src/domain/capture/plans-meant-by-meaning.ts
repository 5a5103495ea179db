import type { BoardEntry, BoardSnapshot, Hit } from './capture-decisions';
import { MAX_CHOICES } from './capture-offers';
import { cueScores } from './cues';

/**
 * The cosine at which a done or given-up sentence that names no kept plan by its words may
 * still mean one by what it says: "certificate downloaded, that's done" beside "finish the
 * resus refresher module", 诊所那边搞定了 beside "去 GP 注册". Set on the design part of the
 * flow files (the sentence and the plan it closed mostly scored .30–.55, sentences closing
 * nothing kept mostly below .30); the two overlap, so a link by meaning is only ever offered.
 * Whoever did it counts: "the couple in flat 3 signed and sent it back" finishes sending them
 * the agreement, 师傅来过了 the cleaning of the air conditioners.
 */
export const MEANT_BY_MEANING = 0.3;
/** Plans within this of the nearest are about as near: the person is asked which one. */
const ABOUT_AS_NEAR = 0.05;

/**
 * The one to three open plans a done or given-up sentence (or a change of day) means by its
 * meaning alone, nearest first; none when it reads as a plan still to come ("I need to get the booster done" is not a
 * report of anything done) or no plan is near enough. Only plans: ideas, decisions and
 * questions are not done by doing.
 */
export function plansMeantByMeaning(
  board: BoardSnapshot,
  hits: readonly Hit[],
  sentence: string,
  said: 'done' | 'change' = 'done',
): string[] {
  // A change says what is to come in a plan's own words ("moved me to Thursday"); a done
  // sentence that does reads as a new plan instead.
  if (said === 'done' && cueScores(sentence).plan > 0) return [];
  const plans = hits
    .filter((hit) => board.get(hit.id)?.type === 'plan')
    .sort((a, b) => b.score - a.score);
  const [nearest] = plans;
  if (nearest === undefined || nearest.score < MEANT_BY_MEANING) return [];
  // A plan just under the bar but about as near is as likely meant: asked about, not passed over.
  const contenders = plans.filter((hit) => nearest.score - hit.score <= ABOUT_AS_NEAR);
  return contenders.length > MAX_CHOICES ? [] : contenders.map((hit) => hit.id);
}

/**
 * The one open question a settled sentence answers by its meaning alone ("Sticking with R,
 * not worth relearning everything" beside "Should I switch from R to Python?"): the nearest
 * question, at the bar a plan is meant by, and clearly nearer than any other question. None
 * when two are about as near: which was answered is not asked, since the answer is offered
 * as a decision of its own anyway.
 */
export function questionAnsweredByMeaning(
  board: BoardSnapshot,
  hits: readonly Hit[],
): BoardEntry | undefined {
  const questions = hits
    .filter((hit) => board.get(hit.id)?.type === 'question')
    .sort((a, b) => b.score - a.score);
  const [nearest, next] = questions;
  if (nearest === undefined || nearest.score < MEANT_BY_MEANING) return undefined;
  if (next !== undefined && nearest.score - next.score <= ABOUT_AS_NEAR) return undefined;
  return board.get(nearest.id);
}
