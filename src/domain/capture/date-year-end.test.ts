// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { dueDateOf } from './due-date';

/** Said on Wednesday 11 November 2026, 09:00 local time. */
const SAID = new Date(2026, 10, 11, 9).getTime();
const day = (ms: number | null) => (ms === null ? null : new Date(ms).toDateString());

describe('"year-end" as a date and as a kind of thing', () => {
  it.each([
    ['get the accounts signed off by year-end', 'Thu Dec 31 2026'],
    ['the bonus is paid at the year-end.', 'Thu Dec 31 2026'],
    ['before year-end I want the shed cleared', 'Thu Dec 31 2026'],
    ['pay it off by the end of the year', 'Thu Dec 31 2026'],
  ])('"%s" is due %s', (text, due) => {
    expect(day(dueDateOf(text, SAID))).toBe(due);
  });

  it.each([
    ['finish the year-end report by Friday', 'Fri Nov 13 2026'],
    ['Year-end 的复盘材料下周五前要交', 'Fri Nov 20 2026'],
  ])('"%s" is due on its own date, %s', (text, due) => {
    expect(day(dueDateOf(text, SAID))).toBe(due);
  });

  it('a year-end party with no date is no deadline', () => {
    expect(dueDateOf('sort out the year-end party playlist', SAID)).toBeNull();
  });
});
