import type { BoardEntry } from './capture-decisions';
import { learnedStatement, NO_STATUS, readsAsSettled, type StatusOf } from './learned-statement';
import {
  chooseCloseOffer,
  closeOffer,
  closeOrAsk,
  sureChangeOf,
  updateOffer,
} from './capture-offers';
import { splitSentences } from './sentences';
import { readingPlans, readSentence, type SentenceContext } from './sentence-reading';
import { givesAnotherDay, hasDate, namesADayToCome } from './sentence-days';
import {
  answersInOwnDecisionWords,
  isHedged,
  decidesInWords,
  isTouched,
  isUnmistakable,
  isClosableBy,
  isRestatement,
  namesItsPlan,
  namesNothing,
  reportsOutcome,
  saysDecided,
  saysMoreThanTheStatement,
} from './sentence-judgements';
import { plansMeantByMeaning, questionAnsweredByMeaning } from './plans-meant-by-meaning';
import { readStatement, type Statement } from './statements';
import { arrangesADayToCome } from './arranged-day';
import {
  entriesOf,
  isClosing,
  NO_OUTCOME,
  type MessageReading,
  type ReadingInput,
} from './reading-input';

export { DUE_AROUND_MS, type MessageReading, type ReadingInput } from './reading-input';

/**
 * Every query the reading of `text` may ask recall, so they can all be looked up (recall
 * runs in the worker) before the pure reading runs.
 */
export function messageQueries(
  text: string,
  previousTurn: string | null,
  statusOf: StatusOf = NO_STATUS,
): string[] {
  const queries = new Set<string>();
  for (const { sentence, statement, context } of sentencesOf(text, previousTurn, statusOf)) {
    queries.add(sentence);
    for (const plan of readingPlans(sentence, statement, context)) queries.add(plan.query);
  }
  return [...queries];
}

/**
 * Whether the reading will look at the plans due around now: only a done or given-up
 * statement that names nothing does ("Did it!"), so the store looks them up only then.
 */
export function leansOnDueDates(text: string, statusOf: StatusOf = NO_STATUS): boolean {
  return sentencesOf(text, null, statusOf).some(
    ({ statement }) => statement?.kind !== 'change' && namesNothing(statement),
  );
}

/**
 * Keeps the board true to a message, sentence by sentence — pure: the same message and
 * board give the same decisions in the app, the replay and the tests. Each sentence is one of:
 * - a done statement ("Flights booked!") or a plan given up ("never mind the marathon"): an
 *   offer to close the item it names when it is sure which one, "Which one is done?" when
 *   two or three could be meant, nothing when none is; one that names nothing ("Did it!")
 *   is about the plan due around now, when there is one (asked when two or three are);
 *   one the status head read only half surely stands only beside a plan it names fully;
 * - a change ("the career fair got pushed to Thursday"): a new version of the item only
 *   when the sentence is unmistakably about it (`isUnmistakable`), an "Update …?" offer
 *   showing both texts otherwise; a question answered is closed, never overwritten;
 * - a restatement of a kept item, in either language: a mention (the item is referenced);
 *   a question restated by a decision ("we're sticking with the old van") is answered, as is
 *   one named by a decision in the writer's own words or as the settled head reads them; a
 *   plan said again with another day to come is offered that day, one told carried out by
 *   its outcome (the outcome head) offered closed;
 * - a mind made up, or something given up, about an open question named only by meaning:
 *   the one question clearly nearest is offered answered (a guess: not mentioned);
 * - anything else is left for the classifier (`newItemOffers` turns its verdicts into offers).
 */
export function readMessage({
  message,
  previousTurn,
  board,
  hitsOf,
  dueAround = [],
  statusOf = NO_STATUS,
  outcomeOf = NO_OUTCOME,
}: ReadingInput): MessageReading {
  const reading: MessageReading = { decisions: [], toClassify: [] };
  const read = (sentence: string, statement: Statement | null, context: SentenceContext) =>
    readSentence(board, hitsOf, sentence, statement, context);
  const sentences = sentencesOf(message.text, previousTurn, statusOf);
  for (const { index, sentence, statement: said, context } of sentences) {
    const id = `${message.episodeId}:${index}`;
    const settles = readsAsSettled(sentence, statusOf);
    let statement = said;
    let sentenceReading = read(sentence, statement, context);
    if (statement?.onlyIfNamed && !namesItsPlan(sentenceReading, board, sentence)) {
      // The status head was only half sure, and the sentence names no open plan of its
      // own: it is read as if it reported nothing.
      statement = null;
      sentenceReading = read(sentence, null, context);
    }
    const { about } = sentenceReading;
    const item = about === null ? undefined : board.get(about.id);
    const kind = statement?.kind ?? null;
    const questionByMeaning = (text: string) => questionAnsweredByMeaning(board, hitsOf(text));
    if (kind === 'done' || kind === 'abandon') {
      // Said of something never written down ("finished the book"), it closes nothing;
      // the rest of the sentence may still say a kept item again, or something new
      // ("新房子总算定了，月底搬": the flat is settled; moving at the month's end).
      if (about?.isSure && item && !isClosableBy(statement, item, sentence)) {
        // Named for sure but not something to close: it is brought up again.
        reading.decisions.push({ kind: 'mention', itemId: item.id });
        continue;
      }
      if (about?.isSure && item) {
        // Saying it is done is bringing it up: referenced now, closed when the offer is taken.
        reading.decisions.push({ kind: 'mention', itemId: item.id });
        const suggestion = closeOffer(id, message, item, kind, sentence);
        reading.decisions.push({ kind: 'offer', suggestion });
        // A question settled may be settled by a decision in the same sentence ("算了，先报
        // 网课"): the rest is judged, and filed only if it is one. Said in the writer's own
        // decision words ("最后决定不改了"), the statement is the decision: all of it is judged.
        const isDecided = saysDecided(sentence);
        if (item.type === 'question' && (isDecided || saysMoreThanTheStatement(statement))) {
          reading.toClassify.push({
            index,
            text: sentence,
            judged: isDecided ? undefined : statement?.rest,
            onlyIf: 'decision',
          });
        }
        continue;
      }
      const choices = entriesOf(board, sentenceReading.choices);
      if (choices.length >= 2) {
        // Two or three items could be meant: ask once, with them as the choices.
        const suggestion = chooseCloseOffer(id, message, choices, kind, sentence);
        reading.decisions.push({ kind: 'ask', suggestion });
        continue;
      }
      // "Submitted it!" naming nothing, on the day one plan was due: that plan is meant (asked
      // among two or three).
      const dueNow = namesNothing(statement) ? entriesOf(board, dueAround) : [];
      const byDay = closeOrAsk(id, message, dueNow, kind, sentence);
      if (byDay) {
        reading.decisions.push(byDay);
        continue;
      }
      // Named by meaning alone ("certificate downloaded, that's done" beside the refresher
      // module): never sure, so offered when one plan is near, asked when two or three are.
      const meant = namesADayToCome(sentence, message)
        ? []
        : entriesOf(board, plansMeantByMeaning(board, hitsOf(sentence), sentence));
      const byMeaning = closeOrAsk(id, message, meant, kind, sentence);
      if (byMeaning) {
        reading.decisions.push(byMeaning);
        continue;
      }
      // Something given up, of an open question near by meaning alone ("Sticking with R, not
      // worth relearning everything" beside "Should I switch from R to Python?"): answered.
      const givenUpOf = kind === 'abandon' ? questionByMeaning(sentence) : undefined;
      if (givenUpOf) {
        reading.toClassify.push({
          index,
          text: sentence,
          answers: givenUpOf,
          settles: true,
          isGuess: true,
        });
        continue;
      }
      const whole = read(sentence, null, context);
      if (whole.about && isRestatement(whole.about, whole.isStrongMatch)) {
        reading.decisions.push({ kind: 'mention', itemId: whole.about.id });
      } else if (namesADayToCome(sentence, message) || saysDecided(sentence)) {
        // Done for a day to come ("MOT booked for the 20th"), or given up in decision words.
        const arranged = kind === 'done' && arrangesADayToCome(sentence, message);
        reading.toClassify.push({ index, text: sentence, arranged });
      } else if (saysMoreThanTheStatement(statement)) {
        // The rest alone is judged ("结局我不接受" is a reaction, "月底搬" a plan); an item
        // is offered with its whole sentence, which says what it is about.
        reading.toClassify.push({ index, text: sentence, judged: statement?.rest });
      }
      continue;
    }
    // A move the moved head read (no cue) is always asked, and only of a plan with a time
    // that this message did not just report done ("emailed her!! she'll fix it by Friday").
    const isLearned = statement?.isLearned === true;
    const isMoveOf = (entry: BoardEntry) =>
      !isLearned || (entry.type === 'plan' && entry.dueAt !== null && !isClosing(reading, entry));
    if (kind === 'change' && about?.named && item && isMoveOf(item) && !isHedged(sentence)) {
      if (item.type === 'question') {
        // A question answered ("we went with the public school") is closed as answered, and
        // the answer filed in its own words: the question is never overwritten by its answer.
        // Only one the sentence names fully: "the Ikeja branch closes at 8 instead" does not
        // answer whether to borrow for the Lekki branch.
        if (about.isSure && about.named >= 1 && !about.namesAnother) {
          reading.decisions.push({ kind: 'mention', itemId: item.id });
          const suggestion = closeOffer(id, message, item, 'done', sentence);
          reading.decisions.push({ kind: 'offer', suggestion });
        }
        reading.toClassify.push({ index, text: sentence });
      } else if (!isLearned && isUnmistakable(sentenceReading, sentence, item)) {
        const change = sureChangeOf(item, sentence, message.saidAt);
        reading.decisions.push({ kind: 'sure-change', change });
      } else {
        const suggestion = updateOffer(id, message, item, sentence);
        reading.decisions.push({ kind: 'offer', suggestion });
      }
      continue;
    }
    if (kind === 'change' && (about === null || about.named === 0) && !isHedged(sentence)) {
      // A change naming its plan only by meaning ("牙医那边 moved me to Thursday" beside
      // "明天下午3点 dentist"): offered, both texts shown, when one plan is clearly nearest.
      const meant = plansMeantByMeaning(board, hitsOf(sentence), sentence, 'change');
      const [only] = meant.length === 1 ? entriesOf(board, meant) : [];
      if (only && !isLearned) {
        // A guess is no mention: the plan stays as it was until the offer is taken.
        const suggestion = updateOffer(id, message, only, sentence);
        reading.decisions.push({ kind: 'offer', suggestion });
        continue;
      }
    }
    if (about !== null && item && isRestatement(about, sentenceReading.isStrongMatch)) {
      if (item.type === 'plan' && about.isSure && givesAnotherDay(sentence, message, item)) {
        if (isClosing(reading, item)) continue; // "Booked the MOT. It's on the 20th."
        // A plan said again with another day ("the sweep can come on the 21st"): most
        // likely its new day, but with no word of change it is offered, both texts shown.
        reading.decisions.push({ kind: 'mention', itemId: item.id });
        const suggestion = updateOffer(id, message, item, sentence);
        reading.decisions.push({ kind: 'offer', suggestion });
      } else if (
        item.type === 'plan' &&
        kind === null &&
        reportsOutcome(sentence, message, outcomeOf(sentence, item.id))
      ) {
        // Carried out, told by its outcome ("Had a long chat with Dad, Easter's at his
        // place"): referenced now, closed when the offer is taken (offered once a message).
        reading.decisions.push({ kind: 'mention', itemId: item.id });
        if (isClosing(reading, item)) continue;
        const suggestion = closeOffer(id, message, item, 'done', sentence);
        reading.decisions.push({ kind: 'offer', suggestion });
      } else if (item.type === 'question' && about.isSure && about.named >= 1) {
        // A question brought up again may be answered in the same breath ("we're sticking
        // with the wing-T"): the settled head or the classifier decides (new-item-offers.ts).
        reading.toClassify.push({ index, text: sentence, answers: item, settles });
      } else if (item.type !== 'plan' && item.type !== 'question' && hasDate(sentence, message)) {
        // An idea or a decision said again with a day in it may bring a plan of its own.
        reading.toClassify.push({ index, text: sentence, restates: item });
      } else reading.decisions.push({ kind: 'mention', itemId: item.id });
      continue;
    }
    if (about !== null && item && answersInOwnDecisionWords(about, item, sentence, settles)) {
      // "I've decided to sit the PMP exam" names the open question by one word and says
      // much that is new: not a restatement, but the answer to it when it reads as a decision.
      reading.toClassify.push({ index, text: sentence, answers: item, settles });
      continue;
    }
    // A mind made up (the settled head, or the writer's decision words, not asked) about an
    // open question named by meaning alone ("I've decided to leave them be until July" beside
    // "Should I requeen the grumpy hive?"): judged as when it is named (new-item-offers.ts).
    const madeUp = settles || (kind === null && decidesInWords(sentence));
    const answers = madeUp && !about?.isSure ? questionByMeaning(sentence) : undefined;
    if (answers) {
      reading.toClassify.push({ index, text: sentence, answers, settles, isGuess: true });
      continue;
    }
    const touches = isTouched(about) && item ? { touches: item } : {};
    reading.toClassify.push({ index, text: sentence, ...touches });
  }
  return reading;
}

/** The sentences a message is read in (the status head reads each of them first). */
export function messageSentences(text: string): string[] {
  return splitSentences(text);
}

/**
 * Each sentence with its statement: what a cue pattern reads (a change first: a new
 * arrangement is never read as done), else what the status head read.
 */
function sentencesOf(text: string, previousTurn: string | null, statusOf: StatusOf) {
  const sentences = splitSentences(text);
  return sentences.map((sentence, index) => ({
    index,
    sentence,
    statement: readStatement(sentence) ?? learnedStatement(sentence, statusOf(sentence)),
    context: { previousSentence: sentences[index - 1] ?? null, previousTurn },
  }));
}
