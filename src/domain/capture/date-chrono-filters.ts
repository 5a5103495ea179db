import type { ParsedResult } from 'chrono-node';

import { isPartOfDayTime } from './date-dayparts';
import { EN_MONTHS } from './local-calendar';

/*
 * What chrono finds that names no day to come: the moment said ("now", 现在), a past day that
 * `forwardDate` moved forward ("last Friday"), a recurring day ("every other Friday", 每周六,
 * 隔周的周六: a habit has no one due day), a bare number, and a length of time ("for two
 * weeks" says how long, "in two weeks" says when).
 */

const EN_NOT_A_DUE_DATE: readonly RegExp[] = [
  /^(?:right )?now$/i, // the moment it was said
  /^an? (?:sec|second|moment|minute|day|week|month|year)$/i, // "wait a sec", "once a day"
  /^in a (?:sec|second|moment|minute)$/i, // "be right back"
  /^the (?:day|week|month|year)$/i, // the tail of "end of the year": a rule reads it whole
  /^(?:sat|sun|wed|mar|may|march)$/, // lower case, these are words first: "I sat down"
  /\b(?:last|past|previous|ago)\b/i, // "last Friday", "this past weekend"
];
const EN_PAST_BEFORE = /\b(?:last|past|previous)\s+$/i; // "last March": chrono reads "March"
/** "every Monday", "every other Friday", 每个 Monday: a habit. */
const EVERY_BEFORE =
  /(?:\b(?:every|each)(?:\s+(?:other|second|alternate|single))?|每(?:个|個)?)\s*$/i;
/** "for two weeks", "lasted three days": how long, not when. */
const EN_LENGTH_BEFORE =
  /\b(?:for|lasted|lasts|took|takes|spent)\s+(?:about\s+|nearly\s+|almost\s+)?$/i;

/** A duration names its unit as a whole word: "in 2 weeks", not "the money" ("mon…"). */
const EN_UNIT =
  /\b(?:secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|wks?|fortnights?|months?|mos?|years?|yrs?|quarters?)\b/i;
/** A bare number or range is no time ("modules 7 through 12"); "at 7", "7pm", "7:30" are. */
const EN_CLOCK_BEFORE = /\b(?:at|by|from|until|till|before|after|around|about|between)\s+$/i;
const EN_BARE_NUMBERS = new RegExp(
  `^\\d{1,2}(?!\\s*(?:st|nd|rd|th)?\\s*(?:of\\s+)?(?:${EN_MONTHS.map((month) => month.slice(0, 3)).join('|')}))` +
    '(?:\\s*(?:through|to|till|until|and|or|-|–)\\s*\\d{1,2})?(?:\\s|$)',
  'i',
);

export function isEnglishDueDate(result: ParsedResult, text: string): boolean {
  if (EN_NOT_A_DUE_DATE.some((pattern) => pattern.test(result.text))) return false;
  const before = text.slice(Math.max(0, result.index - 16), result.index);
  const isRelative = result.start.tags().has('result/relativeDate');
  if (isRelative && !EN_UNIT.test(result.text)) return false;
  // chrono takes "for" into its reading ("for two weeks") or leaves it just before.
  if (isRelative && (EN_LENGTH_BEFORE.test(before) || /^for\b/i.test(result.text))) return false;
  // Also when chrono joins them to a day ("chapters 3 to 5 this weekend"): a rule reads the day.
  if (EN_BARE_NUMBERS.test(result.text.trim()) && !EN_CLOCK_BEFORE.test(before)) return false;
  if (!isPartOfDayTime(result.text, text, result.index)) return false;
  return !EN_PAST_BEFORE.test(before) && !EVERY_BEFORE.test(before);
}

/** 现在, 目前, 此刻: the moment said, as "now" is. */
const ZH_NOW = /^(?:现在|目前|此刻|眼下|当下)$/;
/**
 * 隔周的周六, 每两周周三: every other week's day; 每周六上午: the part of a recurring day
 * (chrono reads 上午 alone once 周六 is left out).
 */
const ZH_RECURRING_BEFORE =
  /(?:隔周|隔一周|每隔一周|每两周|双周)的?\s*$|每(?:个|個)?(?:周|週|星期|礼拜|禮拜)[一二三四五六日天]?\s*$|每(?:天|日|晚)\s*$/;

/** 月饼 (mooncakes), 月光 (moonlight): a number before them counts things, no month. */
const ZH_MOON_WORD_AFTER = /^\s*(?:饼|餅|光|亮|球|嫂)/u;

export function isChineseDueDate(result: ParsedResult, text: string): boolean {
  if (ZH_NOW.test(result.text)) return false;
  const after = text.slice(result.index + result.text.length);
  if (/月$/u.test(result.text) && ZH_MOON_WORD_AFTER.test(after)) return false;
  const before = text.slice(Math.max(0, result.index - 8), result.index);
  if (EVERY_BEFORE.test(before) || ZH_RECURRING_BEFORE.test(before)) return false;
  return isPartOfDayTime(result.text, text, result.index);
}
