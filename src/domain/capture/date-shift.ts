import { numberOf } from './date-rules-zh';
import { EN_DURATION, ZH_DURATION } from './date-when-words';
import { addMonths } from './local-calendar';

/*
 * A change that moves a plan by an amount of time rather than to a day: "pushed back a
 * week", "moved it up a day", 往后推了一周, 提前了两天. The new due date is the old one moved
 * by that much, at the same time of day.
 */

/** Where a shift is said in the text, and by how much: a signed count of units. */
export type Shift = { index: number; end: number; count: number; unit: ShiftUnit };
type ShiftUnit = 'hour' | 'day' | 'week' | 'month';

const EN_LATER =
  "\\b(?:push|put|mov|bump|shift|delay|postpon|extend|reschedul)\\w*\\s+(?:[\\w'-]+\\s+){0,4}?";
/** "a week later than planned", "two days earlier than scheduled": against the plan itself. */
const THAN_PLANNED = '\\s+than\\s+(?:planned|scheduled|we said|agreed)\\b';
const EN_SHIFTS: readonly [RegExp, number][] = [
  [new RegExp(`${EN_LATER}(?:up|forward)\\s+(?:by\\s+)?${EN_DURATION}`, 'g'), -1],
  [new RegExp(`${EN_LATER}(?:(?:back|out)\\s+)?(?:by\\s+)?${EN_DURATION}`, 'g'), 1],
  [new RegExp(`\\b(?:slipped|slid)\\s+(?:by\\s+)?${EN_DURATION}`, 'g'), 1],
  [new RegExp(`\\b${EN_DURATION}\\s+later${THAN_PLANNED}`, 'g'), 1],
  [new RegExp(`\\b${EN_DURATION}\\s+(?:earlier|sooner)${THAN_PLANNED}`, 'g'), -1],
];
const ZH_SHIFTS: readonly [RegExp, number][] = [
  [new RegExp(`(?:提前|提早|往前(?:挪|推|提|移)?)了?${ZH_DURATION}`, 'g'), -1],
  [
    new RegExp(
      '(?:(?:往|向)(?:后|後)(?:推|挪|延|移)?|推迟|推遲|推后|推後|延后|延後|后延|後延|延期|' +
        `延迟|延遲|延长|延長|顺延|順延|挪后|挪後)了?${ZH_DURATION}`,
      'g',
    ),
    1,
  ],
];

const EN_COUNTS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  'a couple of': 2,
  'a few': 3,
  'half a': 0.5,
  'half an': 0.5,
};

/** The first shift said in `text` (lower case), or null when it says none. */
export function shiftIn(text: string): Shift | null {
  const shifts = [
    ...EN_SHIFTS.flatMap(([pattern, sign]) => shiftsOf(text, pattern, sign, enAmount)),
    ...ZH_SHIFTS.flatMap(([pattern, sign]) => shiftsOf(text, pattern, sign, zhAmount)),
  ];
  return shifts.sort((a, b) => a.index - b.index)[0] ?? null;
}

/** `at` moved by `shift`, keeping its time of day; half a month is 15 days. */
export function shifted(at: number, shift: Shift): number {
  const date = new Date(at);
  const { count, unit } = shift;
  if (unit === 'hour') return at + count * 60 * 60 * 1000;
  if (unit === 'month' && Number.isInteger(count)) {
    const day = addMonths(date, count);
    return new Date(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      date.getHours(),
      date.getMinutes(),
    ).getTime();
  }
  const days = Math.round(count * (unit === 'week' ? 7 : unit === 'month' ? 30 : 1));
  const moved = new Date(at);
  moved.setDate(moved.getDate() + days);
  return moved.getTime();
}

type Amount = { count: number; unit: ShiftUnit } | null;

function shiftsOf(
  text: string,
  pattern: RegExp,
  sign: number,
  amountOf: (count: string, unit: string) => Amount,
): Shift[] {
  return [...text.matchAll(pattern)].flatMap((match) => {
    const [count = '', unit = ''] = match.slice(1);
    const amount = amountOf(count, unit);
    if (amount === null) return [];
    const end = match.index + match[0].length;
    return [{ index: match.index, end, count: sign * amount.count, unit: amount.unit }];
  });
}

function enAmount(count: string, unit: string): Amount {
  const value = /^\d+$/.test(count) ? Number(count) : EN_COUNTS[count];
  if (value === undefined) return null;
  if (unit === 'fortnight') return { count: value * 2, unit: 'week' };
  return unit === 'hour' || unit === 'day' || unit === 'week' || unit === 'month'
    ? { count: value, unit }
    : null;
}

function zhAmount(count: string, unit: string): Amount {
  const value = numberOf(count);
  if (value === null) return null;
  if (/^(?:小时|小時|钟头|鐘頭)$/.test(unit)) return { count: value, unit: 'hour' };
  if (unit === '天' || unit === '日') return { count: value, unit: 'day' };
  if (unit === '月')
    return value < 1 ? { count: 15, unit: 'day' } : { count: value, unit: 'month' };
  return { count: value, unit: 'week' };
}
