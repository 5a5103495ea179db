import { STRONG_MATCH } from '../recall-defaults';
import { aboutWhich, distinctiveTokens, type About } from './aboutness';
import type { BoardSnapshot, HitsOf } from './capture-decisions';
import type { Statement } from './statements';

/**
 * The kept item a sentence is about (if any), whether recall found it as a strong match, and
 * whether the sentence's own words named it (false when it leaned on what came before).
 */
export type SentenceReading = {
  about: About | null;
  isStrongMatch: boolean;
  isOwnNaming: boolean;
  /** When no reading was sure: two or three items the sentence could mean (About.contenders). */
  choices: string[];
};

/** What a sentence may lean on: the sentence before it, and the turn before (if recent). */
export type SentenceContext = { previousSentence: string | null; previousTurn: string | null };

/** One way of reading a sentence: what recall is asked, and the text whose words name an item. */
type ReadingPlan = { query: string; naming: string; isOwn: boolean };

/**
 * The ways a sentence is read, in order, each tried only if the last was not sure.
 *
 * A statement that names its own topic ("boiler service booked") is about that topic (a
 * change: or else the rest of its sentence), so "kept Friday free and mailed the tax
 * forms" does not close the Friday item when the tax forms were never written down. One
 * that names nothing ("paid and all", "done!") leans on what came just before it: the
 * sentence, then with the sentence before it, then with the turn before.
 */
export function readingPlans(
  sentence: string,
  statement: Statement | null,
  context: SentenceContext,
): ReadingPlan[] {
  if (statement === null) return [{ query: sentence, naming: sentence, isOwn: true }];
  // What names the item is the statement's topic, never its own words: "finished the book"
  // does not name "finish the grant report".
  const named = statement.sites.filter((site) => distinctiveTokens(site.topic).length > 0);
  const wholeSentence = { query: sentence, naming: statement.rest, isOwn: true };
  if (named.length > 0) {
    // A change's clause may hold only the new arrangement, its subject in another clause of
    // the sentence ("旧书架没人要，算了，直接送人"). A done clause names what was done: the
    // other clauses are about something else ("kept Friday free and mailed the forms").
    const orSentence = statement.kind === 'change' ? [wholeSentence] : [];
    return [
      ...named.map((site) => ({ query: site.clause, naming: site.topic, isOwn: true })),
      ...orSentence,
    ];
  }
  const leaning = [context.previousSentence, context.previousTurn].flatMap((before) =>
    before === null
      ? []
      : [{ query: `${before}\n${sentence}`, naming: `${before}\n${statement.rest}`, isOwn: false }],
  );
  return [wholeSentence, ...leaning];
}

/**
 * Reads one sentence against the board: which open, referenced or stale item it is about.
 * Pure: recall's hits for every plan's query come in through `hitsOf`.
 */
export function readSentence(
  board: BoardSnapshot,
  hitsOf: HitsOf,
  sentence: string,
  statement: Statement | null,
  context: SentenceContext,
): SentenceReading {
  let first: SentenceReading | null = null;
  let choices: string[] = [];
  for (const { query, naming, isOwn } of readingPlans(sentence, statement, context)) {
    const reading = { ...readAgainstBoard(board, hitsOf, query, naming), isOwnNaming: isOwn };
    if (reading.about?.isSure) return reading;
    first ??= reading;
    if (choices.length === 0) choices = reading.about?.contenders ?? [];
  }
  return first ? { ...first, choices } : NOTHING;
}

const NOTHING: SentenceReading = {
  about: null,
  isStrongMatch: false,
  isOwnNaming: true,
  choices: [],
};

/** Which of the items recall found for `query` the words of `naming` name. */
function readAgainstBoard(
  board: BoardSnapshot,
  hitsOf: HitsOf,
  query: string,
  naming: string,
): Omit<SentenceReading, 'isOwnNaming'> {
  // Items off the snapshot (this message's own, or closed since) are not candidates.
  const found = hitsOf(query).flatMap((hit) => {
    const item = board.get(hit.id);
    return item ? [{ id: item.id, text: item.content, score: hit.score }] : [];
  });
  const about = aboutWhich(naming, found);
  // The score is the cosine: at or above the strong match it means "the same thing", in
  // either language (the built-in model reads both).
  const best = found.find((item) => item.id === about?.id);
  const isStrongMatch = (best?.score ?? 0) >= STRONG_MATCH.dense;
  return { about, isStrongMatch, choices: about?.contenders ?? [] };
}
