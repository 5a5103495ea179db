import { BARE_WEEKDAY } from './date-choice';
import { shiftIn, shifted, type Shift } from './date-shift';
import { momentOf, timeExpressionsOf, type Found } from './due-date';
import { changeCuesOf } from './statements';

/**
 * The due date a plan has after `sentence`, a change of it said at `saidAt`, when it was due
 * at `previousDueAt` (null: it had none). A change sentence often names two days, the old
 * and the new: "阿华周六有事，改到周日了", "Tuesday's dinner is moved to Thursday".
 *
 * - The new day is the first said after a change cue ("moved to", 改到, "scratch that"); a cue
 *   that names where its new time begins ("moved the exam to …") is read first.
 * - Before "instead" and "rather than" the new day comes first: "not Friday, Saturday instead".
 * - A day marked as the old one is passed over: "from Friday", "not Friday", "instead of
 *   Friday", "Friday's dinner", 原定周五, 从周五, 周五有事, and a day said before a move ("the
 *   Friday dinner got postponed", 周五的聚餐推迟了).
 * - A time alone ("moved to 3pm") keeps the old day, a day alone ("moved to Saturday") the
 *   old time of day; a shift ("pushed back a week", 往后推了一周, 提前了两天) moves the old
 *   due date by that much.
 * - Otherwise the plan keeps `previousDueAt`.
 *
 * @throws RangeError when `saidAt` is not a finite epoch ms.
 */
export function dueDateOfChange(
  sentence: string,
  saidAt: number,
  previousDueAt: number | null,
): number | null {
  if (!Number.isFinite(saidAt)) throw new RangeError(`saidAt must be epoch ms, got ${saidAt}`);
  const text = sentence.normalize('NFKC');
  const read = changeCuesOf(sentence);
  // Cues are found in lower case; their offsets hold only where lower-casing kept the length.
  const isAligned = read.text.length === text.length;
  const lower = isAligned ? read.text : text.toLowerCase();
  const cues = isAligned ? read.cues : [];
  const shift = shiftIn(lower);
  const readFrom = (from: number) =>
    timeExpressionsOf(blankedBefore(text, from), saidAt).filter((date) => !isInside(date, shift));
  // A day said before a move is the day it moved from: "the Friday dinner got postponed".
  const moves = cues.filter((cue) => MOVE_WORDS.test(cue[0]));
  const isNew = (date: Found) =>
    !isOldDay(date, lower) && !moves.some((move) => date.end <= move.index);
  const after = newDayAfterCue(cues, readFrom, isNew);
  if (after !== null) {
    const at = moment(after.date, after.found, text, previousDueAt);
    return isPutOff(after.cue, lower) ? weekdayAfter(at, after.date, text, previousDueAt) : at;
  }
  if (shift !== null) return previousDueAt === null ? null : shifted(previousDueAt, shift);
  const found = readFrom(0);
  const date = found.find(isNew);
  return date === undefined ? previousDueAt : moment(date, found, text, previousDueAt);
}

/**
 * The day a change cue gives, with the expressions it was found among: cues naming where
 * their new time begins are read first, then the rest in reading order.
 */
function newDayAfterCue(
  cues: readonly RegExpExecArray[],
  readFrom: (from: number) => Found[],
  isNew: (date: Found) => boolean,
): { date: Found; found: Found[]; cue: RegExpExecArray } | null {
  const byPlace = [...cues].sort((a, b) => a.index - b.index);
  const targeted = byPlace.filter((cue) => cue.indices?.groups?.to !== undefined);
  for (const cue of [...targeted, ...byPlace]) {
    if (NEW_DAY_FIRST.test(cue[0])) {
      const found = readFrom(0);
      const date = found.filter((day) => isNew(day) && day.end <= cue.index).pop();
      if (date) return { date, found, cue };
    }
    // Read from the cue on, so that "from Friday to Sunday" is not one range from Friday.
    const found = readFrom(cue.indices?.groups?.to?.[0] ?? cue.index);
    const date = found.find(isNew);
    if (date) return { date, found, cue };
  }
  return null;
}

/**
 * A bare weekday a plan was put off to is the one after its old due date: "pushed to Friday"
 * when it was due next Wednesday is the Friday after that Wednesday, not the one before.
 */
function weekdayAfter(at: number | null, date: Found, text: string, previousDueAt: number | null) {
  if (at === null || previousDueAt === null || at >= previousDueAt) return at;
  if (!BARE_WEEKDAY.test(text.slice(date.index, date.end).trim())) return at;
  const week = new Date(at);
  week.setDate(week.getDate() + 7); // a calendar week: the same clock time across a clock change
  return week.getTime() > previousDueAt ? week.getTime() : at;
}

/** The text with all before `from` blanked out, so that offsets stay where they were. */
function blankedBefore(text: string, from: number): string {
  return ' '.repeat(from) + text.slice(from);
}

/** "moved to 3pm" keeps the old day, "moved to Saturday" the old time of day. */
function moment(date: Found, found: readonly Found[], text: string, previousDueAt: number | null) {
  const at = momentOf(date, found, text);
  if (previousDueAt === null) return at;
  const old = new Date(previousDueAt);
  if (date.isTimeOnly) return atTime(old, date.hour, date.minute);
  const isDayOnly = date.exactAt === null && at === date.day.getTime();
  return isDayOnly ? atTime(date.day, old.getHours(), old.getMinutes()) : at;
}

function atTime(day: Date, hour: number, minute: number): number {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute).getTime();
}

/** The new time is said before these: "Saturday instead", "Saturday rather than Friday". */
const NEW_DAY_FIRST = /^(?:instead|rather than)$/;
/** Cues that move a plan: a day said before them is the day it moved from. */
const MOVE_WORDS = /push|postpon|mov|delay|reschedul|shift|bump|extend|推|延|挪|拖|提前|改期/;

/** Cues that put a plan off to later: 推迟, 延到, 等到, 再, "pushed back", "postponed". */
const LATER_WORDS = /push|postpon|delay|extend|wait|推|延|拖|等到|再/;
/** ... unless they say earlier: "pushed it up to Friday", "brought forward", 往前推, 提前. */
const EARLIER_WORDS = /\b(?:up|forward|earlier|sooner)\b|往前|提前|提早/;

/** Whether the cue that gave the new day puts the plan off (not forward) — 往前推到 is forward. */
function isPutOff(cue: RegExpExecArray, lower: string): boolean {
  const before = lower.slice(Math.max(0, cue.index - 3), cue.index);
  return LATER_WORDS.test(cue[0]) && !EARLIER_WORDS.test(cue[0]) && !EARLIER_WORDS.test(before);
}
/** What marks a day as the old one, just before it: "from", "not", 原定, 从. */
const OLD_BEFORE = new RegExp(
  '(?:\\b(?:not|from|instead of|rather than|originally|was supposed to be|used to be|no longer)' +
    '\\s+(?:on\\s+|for\\s+|at\\s+)?(?:the\\s+)?|' +
    '(?:不是|不在|原定|原来|原來|原本|本来|本來|从|從|而不是)(?:是|在|定在|定的|的)?\\s*)$',
);
/** ... or just after it: "Friday's", "Friday doesn't work", 周五有事, 周五不行. */
const OLD_AFTER = new RegExp(
  "^(?:'s\\b|\\s*的?\\s*(?:有事|不行|没空|沒空|不方便|去不了|来不了|來不了|赶不上|趕不上)|" +
    "\\s+(?:doesn't|does not|won't|will not|can't|is out|is no good|isn't|no longer)\\b)",
);

function isOldDay(date: Found, lower: string): boolean {
  const before = lower.slice(Math.max(0, date.index - 24), date.index);
  return OLD_BEFORE.test(before) || OLD_AFTER.test(lower.slice(date.end, date.end + 12));
}

/** "pushed back two weeks": chrono reads "two weeks" as a day, but it is the shift's amount. */
function isInside(date: Found, shift: Shift | null): boolean {
  return shift !== null && date.index < shift.end && date.end > shift.index;
}
