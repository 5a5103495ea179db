import { distinctiveTokens, type About } from './aboutness';
import type { SentenceReading } from './sentence-reading';
import type { BoardEntry, BoardSnapshot, WrittenMessage } from './capture-decisions';
import { cueScores } from './cues';
import { sharedWordCount } from './naming-units';
import { settlesAQuestion } from './question-settled';
import { narratesThePast } from './past-narration';
import { namesADayToCome } from './sentence-days';
import type { Statement } from './statements';

/*
 * The judgements the message reading (message-reading.ts) makes of one sentence against one
 * kept item: whether a statement may close it, whether the sentence says it again, whether it
 * answers it. Pure, like the reading.
 */

/**
 * Whether a sentence that names an open question surely, by fewer words than a restatement,
 * says the writer decided ("decided", "决定", or as the settled head reads it): it then answers.
 */
export function answersInOwnDecisionWords(
  about: About,
  item: BoardEntry,
  sentence: string,
  settles = false,
): boolean {
  if (item.type !== 'question' || !about.isSure || about.namesAnother) return false;
  // "外卖先不上" beside 要不要开外卖: settled in other words (question-settled.ts), or as
  // the settled head reads it ("游戏外包那边我推掉了").
  return settles || saysDecided(sentence) || settlesAQuestion(sentence);
}

/** Whether the sentence holds the writer's own decision words ("decided", "决定", "going with"). */
export function saysDecided(sentence: string): boolean {
  return cueScores(sentence).decision > 0;
}

/**
 * A change only floated ("也许可以改成参加培训", "maybe we could move it to spring"): an idea
 * of its own for the classifier to read, never a new version of the item.
 */
export function isHedged(sentence: string): boolean {
  return HEDGES.test(sentence);
}

const HEDGES = /\b(?:maybe|perhaps|might|could we|could i)\b|也许|或许|可能|说不定|要不/i;

/** Distinctive words outside the statement's own clauses that make the rest worth reading. */
const MORE_THAN_A_STATEMENT = 2;

/**
 * Whether a done or given-up statement may close the item: an insight is never "done" (it
 * is said again), and what the status head read, with no cue to go on, closes plans, and
 * questions only in words that settle them ("did a case out loud this morning" carries out
 * no idea and answers no question; "we're not bidding on the land" answers one).
 */
export function isClosableBy(
  statement: Statement | null,
  item: BoardEntry,
  sentence: string,
): boolean {
  if (item.type === 'insight') return false;
  if (statement?.isLearned !== true) return true;
  // "We're not bidding on the land" read as giving up: the question it names is answered.
  if (item.type === 'question') return settlesAQuestion(sentence);
  // A half-sure reading needs the plan named fully (namesFully); a sure one, named surely.
  return item.type === 'plan' && (statement.onlyIfNamed !== true || namesFully(sentence, item));
}

/**
 * Whether a sentence names an item by two of its words or more — counted as words, so one
 * shared Chinese name is one word, not its overlapping character pairs. A statement the
 * status head read only half surely has no clause to say what was done: the whole sentence
 * names it, and one shared word ("returned the library comics" beside "revise at the
 * library") is not enough.
 */
export function namesFully(sentence: string, item: BoardEntry): boolean {
  return sharedWordCount(sentence, item.content) >= 2;
}

/** A statement whose clauses name nothing ("Did it!", "搞定了", "Submitted it.") and say no more. */
export function namesNothing(statement: Statement | null): boolean {
  // A half-sure reading of the status head stands only beside the plan it names.
  if (statement === null || statement.onlyIfNamed) return false;
  const named = statement.sites.some((site) => distinctiveTokens(site.topic).length > 0);
  return !named && !saysMoreThanTheStatement(statement);
}

export function saysMoreThanTheStatement(statement: Statement | null): boolean {
  return statement !== null && distinctiveTokens(statement.rest).length >= MORE_THAN_A_STATEMENT;
}

/**
 * Said again rather than said anew: recall found the item as a strong match, or the
 * sentence names it clearly, no other item comes close, and the sentence adds little the
 * item does not hold ("still torn on the tablet thing" — not "what if a tiny CLI opened
 * the runbook", which names the runbook but says something new).
 */
export function isRestatement(about: About, isStrongMatch: boolean): boolean {
  // "Call dad on Sunday" beside "Call mum on Sunday": close in every way but who.
  if (about.namesAnother) return false;
  if (isStrongMatch) return true;
  if (!about.isSure) return false;
  return about.named >= 1 || (about.named >= 0.5 && about.covered >= RESTATES_COVERED);
}

/** The share of a sentence's words an item must hold for one shared word to restate it. */
const RESTATES_COVERED = 0.3;

/**
 * Whether a change may rewrite its item without a click: the sentence's own words name the
 * item fully (two of its words or more, not leaning on the sentence or turn before), it
 * names no other person or place than the item's, and no other item comes close. Anything
 * less is an offer showing both texts: a wrong offer costs a click, a wrong rewrite costs
 * the person's words. This is the one place the rule lives.
 */
export function isUnmistakable(
  { about, isOwnNaming }: SentenceReading,
  sentence: string,
  item: BoardEntry,
): boolean {
  if (about === null || !about.isSure || !isOwnNaming) return false;
  if (about.named < 1 || about.namesAnother || about.lead < UNMISTAKABLE_LEAD) return false;
  // Counted as words, not as overlapping Chinese pairs: one shared name is not two words.
  return sharedWordCount(sentence, item.content) >= 2;
}

/** The lead over the runner-up a change needs to be made unasked (twice the sure margin). */
const UNMISTAKABLE_LEAD = 0.24;

/**
 * Whether a sentence names a kept item surely enough that it is brought up ("试着直播了两
 * 次" beside the livestream idea), though by fewer words than a restatement: as sure as an
 * unasked change must be, and naming no one else's.
 */
export function isTouched(about: About | null): boolean {
  return about !== null && about.isSure && !about.namesAnother && about.lead >= UNMISTAKABLE_LEAD;
}

/** Whether a sentence's own words name an open plan surely and fully (namesFully). */
export function namesItsPlan(
  { about, isOwnNaming }: SentenceReading,
  board: BoardSnapshot,
  sentence: string,
): boolean {
  if (about === null || !about.isSure || about.namesAnother || !isOwnNaming) return false;
  const item = board.get(about.id);
  return item?.type === 'plan' && namesFully(sentence, item);
}

/** A sentence that asks rather than says ("Have we decided on the ferry yet?"). */
export function isAsked(sentence: string): boolean {
  return /[?？]\s*$/u.test(sentence);
}

/**
 * A choice said made in the writer's words, not asked: "decided", "going with", 决定, 还是选…
 * — not the decision cues' weaker words ("won't", "no more", "instead of"), which also say
 * what will not happen or what someone prefers ("We won't know about the ferry until May").
 */
export function decidesInWords(sentence: string): boolean {
  return !isAsked(sentence) && CHOICE_MADE.test(sentence.normalize('NFKC'));
}

const CHOICE_MADE =
  /\b(?:decided|agreed|chose|chosen|picked|opted|settled on|going with|sticking with|made up my mind|it'?s settled)\b|决定|定了|就这么定|还是选|就选|选了|想好了/iu;

/**
 * Whether a sentence with no statement tells a plan it names carried out by its outcome, as
 * the outcome head read it ("Had a long chat with Dad, Easter's at his place"): never of a
 * day to come ("Tomorrow's the venue meeting") or a decision. Only of a plan the sentence
 * names: by meaning alone it offered to close unrelated plans on the flows' design parts.
 */
export function reportsOutcome(
  sentence: string,
  message: WrittenMessage,
  carriedOut: boolean,
): boolean {
  // A day in a sentence telling of the past ("周日跟阿敏在图书馆泡了一整天") is no day to come.
  const namesOneToCome = namesADayToCome(sentence, message) && !narratesThePast(sentence);
  return carriedOut && !namesOneToCome && !saysDecided(sentence);
}
