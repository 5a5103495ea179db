import type { ClockTime } from './timestamps';

/**
 * Words that Chinese and Japanese 12-hour clocks write before the hour: 上午 and 下午 (AM
 * and PM), 午前 and 午後 in Japanese; clocks that name the part of the day also write 凌晨
 * (small hours), 早上 (morning), 中午 (noon) and 晚上 (evening). Each covers a span of the
 * 24-hour day, [from, to).
 */
const DAY_PERIODS = new Map<string, [from: number, to: number]>([
  ['凌晨', [0, 6]],
  ['早上', [4, 12]],
  ['上午', [0, 12]],
  ['午前', [0, 12]],
  ['中午', [11, 14]],
  ['下午', [12, 24]],
  ['午後', [12, 24]],
  ['晚上', [17, 24]],
]);

/** The periods as a regular-expression alternation: none is a prefix of another. */
export const DAY_PERIOD_PATTERN = [...DAY_PERIODS.keys()].join('|');

/**
 * The clock of `下午9:41`: of the two hours a 12-hour reading gives (h and h + 12), the one
 * in the period's span, so that 中午12:30 is 12:30, 中午1:05 is 13:05 and 上午12:05 is 00:05.
 * Japanese clocks count 0 to 11 (午後0:30 is 12:30), Chinese ones 1 to 12: both read.
 * Null for an hour no reading puts in the span (晚上3:00) or a field out of range.
 */
export function periodClock(
  period: string,
  hour: string,
  minute: string,
  second: string | undefined,
): ClockTime | null {
  const span = DAY_PERIODS.get(period);
  const hours = Number(hour);
  if (span === undefined || hours > 12) return null;
  const [from, to] = span;
  const reading = [hours % 12, (hours % 12) + 12].find((value) => value >= from && value < to);
  const clock = { hour: reading ?? -1, minute: Number(minute), second: Number(second ?? 0) };
  return reading === undefined || clock.minute > 59 || clock.second > 59 ? null : clock;
}
