import type { CaptureDecision, SentenceToClassify, WrittenMessage } from './capture-decisions';
import { closeOffer } from './capture-offers';
import { cueScores } from './cues';
import { dueDateOf } from './due-date';
import { narratesThePast } from './past-narration';
import { settlesAQuestion } from './question-settled';
import { sentenceContext } from './sentence-context';
import { decidesInWords } from './sentence-judgements';
import { namesADayToCome, tellsTheCalendar } from './sentence-days';
import { toSimplified } from './simplified';
import type { ItemType } from '../item';
import { isItemLabel, type Classification } from './labels';

/**
 * The new items offered for the sentences the reading left to the classifier, from its
 * verdicts (one per sentence, in order). Pure, like the reading.
 */
export function newItemOffers(
  message: WrittenMessage,
  sentences: readonly SentenceToClassify[],
  verdicts: readonly Classification[],
): CaptureDecision[] {
  // A question is offered closed once a message, however many of its sentences answer it.
  const answered = new Set<string>();
  return sentences.flatMap((sentence, i): CaptureDecision[] => {
    const verdict = verdicts[i];
    const offer = newItemOffer(message, sentence, verdict);
    const { answers, restates, touches } = sentence;
    const datedPlan = offer !== null && isDatedPlan(offer) ? [offer] : [];
    if (restates !== undefined) {
      return [{ kind: 'mention', itemId: restates.id }, ...datedPlan];
    }
    if (answers === undefined && offer === null && touches !== undefined) {
      return [{ kind: 'mention', itemId: touches.id }];
    }
    if (answers === undefined) return offer === null ? [] : [offer];
    // A question brought up again: answered only when the sentence reads as a decision
    // ("we're sticking with the old van"), which closes it. The answer is filed in its own
    // words when the classifier read a decision in the writer's decision words, when the
    // settled head read a mind made up ("Sticking with R", 婚庆还是请了), or when the words
    // say a choice made whatever the classifier read ("Decided to just walk, forty minutes
    // after every shift" reads as nothing) — never of a sentence that asks or a question.
    // Answered in other words than a decision's ("Keeping Spanish after all", "不转学了"), it
    // is closed all the same, with nothing new filed. A question found by meaning alone is a
    // guess: not mentioned until the offer is taken, and a sentence that answers nothing is
    // judged as any other.
    const mention: CaptureDecision[] = sentence.isGuess
      ? []
      : [{ kind: 'mention', itemId: answers.id }];
    const isDecision = offer !== null && verdict?.label === 'decision';
    const saysDecided = cueScores(sentence.text).decision > 0;
    const settles =
      (sentence.settles === true || decidesInWords(sentence.text)) && verdict?.label !== 'question';
    if (!isDecision && !settles && !settlesAQuestion(sentence.text)) {
      if (sentence.isGuess) return offer === null ? [] : [offer];
      return [...mention, ...datedPlan];
    }
    if (answered.has(answers.id)) return mention;
    answered.add(answers.id);
    const key = `${message.episodeId}:${sentence.index}`;
    const close: CaptureDecision = {
      kind: 'offer',
      suggestion: closeOffer(key, message, answers, 'done', sentence.text),
    };
    if (isDecision && saysDecided) return [...mention, close, offer];
    const asDecision =
      settles && verdict ? newItemOffer(message, sentence, asSettled(verdict)) : null;
    return asDecision === null ? [...mention, close] : [...mention, close, asDecision];
  });
}

/**
 * An insight or a question read from the vectors alone, with no word of its kind in the
 * sentence ("I've noticed…", "发现…", a question mark, 要不要…) and the label head not even
 * sure of it: most are feelings, stories and musings ("Both kids had meltdowns at bedtime",
 * 焦虑到睡不着), so none is offered. Plans, ideas and decisions are kept: terse ones without
 * their usual words are common ("轮胎该换了"). With no cue, a verdict of 0.25 is a head more
 * than about half sure (classifier.ts weighs the cues at 0.65). Chosen on the design parts of
 * the flow files: small talk filed fell by a third there (and on the check parts by a fifth),
 * and one insight stated without a word of its kind was lost ("the hives facing east did
 * better"); a floor on every kind lost plans as well.
 */
const UNCUED_FLOOR = 0.25;
const UNCUED_KINDS: readonly string[] = ['insight', 'question'];

function isUncuedGuess(text: string, verdict: Classification): boolean {
  if (!UNCUED_KINDS.includes(verdict.label) || verdict.confidence >= UNCUED_FLOOR) return false;
  return cueScores(text)[verdict.label] === 0;
}

/**
 * An answer's verdict as a decision: as sure as the classifier was when it read a decision
 * too, else offered as "maybe" (the settled head or the decision words are sure of a mind
 * made up, not of the words the item should keep).
 */
function asSettled(verdict: Classification): Classification {
  const confidence = verdict.label === 'decision' ? verdict.confidence : SETTLED_CONFIDENCE;
  return { ...verdict, label: 'decision', confidence };
}

/** Below LIKELY_FROM (confidence-words.ts): an answer not read as a decision is "maybe". */
const SETTLED_CONFIDENCE = 0.3;

/** A new plan with a due date: something to do on a day, never just a thing said again. */
function isDatedPlan(offer: CaptureDecision): boolean {
  if (offer.kind !== 'offer' || offer.suggestion.kind !== 'new-item') return false;
  const { candidate } = offer.suggestion;
  return candidate.type === 'plan' && candidate.dueAt !== null;
}

function newItemOffer(
  message: WrittenMessage,
  { index, text, judged, onlyIf, arranged = false }: SentenceToClassify,
  verdict: Classification | undefined,
): CaptureDecision | null {
  if (!verdict) return null;
  const scheduled = verdict.label === 'none' && isScheduledEvent(text, message, arranged);
  // A fact or a habit is a memory about the person, proposed elsewhere: never an item.
  if (!scheduled && !isItemLabel(verdict.label)) return null;
  if (!scheduled && isUncuedGuess(text, verdict)) return null;
  const type = scheduled ? 'plan' : (verdict.label as ItemType);
  if (onlyIf !== undefined && type !== onlyIf) return null;
  // What follows a finished event ("看完了，结局有点仓促") is mostly a comment on it: it
  // is offered only when its own words say what it is ("月底搬", "need to return it").
  if (judged !== undefined && cueScores(judged)[type] === 0) return null;
  const key = `${message.episodeId}:${index}`;
  const candidate = {
    key,
    // "Idea: …" is offered without its label word (the classifier read it as the type).
    text: judged === undefined ? (verdict.text ?? text) : text,
    type,
    confidence: verdict.confidence,
    turnIndex: message.turnIndex,
    saidAt: message.saidAt,
    dueAt: type === 'plan' ? dueDateOf(text, message.saidAt) : null,
    context: sentenceContext(message.text, index, text),
    sourceId: message.sourceId,
  };
  return {
    kind: 'offer',
    suggestion: {
      id: key,
      kind: 'new-item',
      createdAt: message.saidAt,
      episodeId: message.episodeId,
      candidate,
    },
  };
}

/**
 * "The team offsite is on March 12", "Quarterly review 在 3月18号": an event on a named day
 * to come, stated as a fact, with no mark of small talk (someone else's news, a feeling, a
 * joke), no question and no story of the past — what the writer will be at, a plan, though
 * it says no "I need to". A period ("this week", 以后) names no event's day.
 */
function isScheduledEvent(text: string, message: WrittenMessage, arranged: boolean): boolean {
  if (/[?？]/u.test(text)) return false;
  // Told in the past tense, a day is a story's day — unless the writer arranged it just now.
  if (!arranged && (cueScores(text).none > 0 || narratesThePast(text))) return false;
  // The weather has days too ("a storm is coming on Thursday"): nobody attends it.
  if (WEATHER.test(toSimplified(text))) return false;
  // The calendar itself ("Christmas falls on a Friday", "it's on a Sunday this year"): no event.
  if (tellsTheCalendar(text)) return false;
  const simplified = toSimplified(text);
  const namesItsDay = NAMED_DAY.test(simplified) || DEADLINE.test(simplified);
  return namesItsDay && namesADayToCome(text, message);
}

/** "The second half is due at the end of the month", 报告月底截止: a deadline names its day. */
const DEADLINE = /\b(?:is|are|['’]s) due\b|\bdeadline\b|截止|到期/i;

const WEATHER =
  /\b(rain|raining|snow|snowing|storm|stormy|forecast|weather|frost|heatwave|sunny|windy)\b|下雨|下雪|降温|升温|台风|暴雨|天气|预报|寒潮/iu;

/** A day named as such: a weekday, tomorrow, a date (12th, March 12, 3月18号, 20日), 明天/后天. */
const NAMED_DAY = new RegExp(
  [
    String.raw`\b(mon|tues?|wed(nes)?|thu(rs)?|fri|sat(ur)?|sun)(day)?\b`,
    String.raw`\btomorrow\b`,
    String.raw`\b\d{1,2}(st|nd|rd|th)\b`,
    String.raw`\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b`,
    String.raw`(周|星期|礼拜)[一二三四五六日天]`,
    String.raw`\d{1,2}\s*(号|日)|[一二三四五六七八九十]{1,3}(号|日)`,
    '明天|后天|大后天',
  ].join('|'),
  'iu',
);
