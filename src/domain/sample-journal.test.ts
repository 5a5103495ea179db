import { describe, expect, it } from 'vitest';

import { DAY_MS } from './lifecycle';
import { sampleDueAt, sampleJournal, sampleWrittenAt } from './sample-journal';
import { UI_LANGUAGES } from './settings';

describe('the sample journal', () => {
  it.each(UI_LANGUAGES)('files only passages of its own entries (%s)', (language) => {
    for (const entry of sampleJournal(language)) {
      for (const item of entry.items) expect(entry.text).toContain(item.content);
    }
  });

  it.each(UI_LANGUAGES)(
    'has all five kinds, an overdue plan and both languages (%s)',
    (language) => {
      const entries = sampleJournal(language);
      const items = entries.flatMap((entry) => entry.items);
      expect(new Set(items.map((item) => item.type))).toEqual(
        new Set(['plan', 'idea', 'decision', 'question', 'insight']),
      );
      expect(items.some((item) => (item.dueInDays ?? 0) < 0)).toBe(true);
      expect(entries.some((entry) => /\p{Script=Han}/u.test(entry.text))).toBe(true);
      expect(entries.some((entry) => /^[\x20-\x7e]+$/.test(entry.text))).toBe(true);
    },
  );
});

describe('the sample journal dates agree with its words', () => {
  // A week of load days, Monday 1 June 2026 to Sunday 7 June, at a time of day.
  const loadDays = [1, 2, 3, 4, 5, 6, 7].map((day) => new Date(2026, 5, day, 9, 30).getTime());
  const startOfDay = (at: number) => new Date(at).setHours(0, 0, 0, 0);

  it.each(UI_LANGUAGES)('puts the weekend plan on the weekend still to come (%s)', (language) => {
    const weekend = sampleJournal(language).filter((entry) => /weekend|周末/i.test(entry.text));
    expect(weekend).not.toHaveLength(0);
    for (const now of loadDays) {
      for (const entry of weekend) {
        const writtenAt = sampleWrittenAt(entry, now);
        const plans = entry.items.filter((item) => item.type === 'plan');
        expect(plans).not.toHaveLength(0);
        for (const plan of plans) {
          const dueAt = sampleDueAt(plan, entry, writtenAt, now);
          if (dueAt === null) throw new Error(`no due date for "${plan.content}"`);
          expect([0, 6]).toContain(new Date(dueAt).getDay());
          expect(writtenAt).toBeLessThanOrEqual(now);
          expect(dueAt).toBeGreaterThanOrEqual(startOfDay(now));
          // The weekend of the week the entry was written in, not a later one.
          expect(dueAt - startOfDay(writtenAt)).toBeLessThan(7 * DAY_MS);
        }
      }
    }
  });

  it.each(UI_LANGUAGES)('keeps the other entries their days and due dates (%s)', (language) => {
    const now = loadDays[3] ?? 0;
    for (const entry of sampleJournal(language).filter((each) => !each.speaksOfTheWeekend)) {
      const writtenAt = sampleWrittenAt(entry, now);
      expect(writtenAt).toBe(now - entry.daysAgo * DAY_MS);
      for (const item of entry.items) {
        const expected = item.dueInDays === undefined ? null : now + item.dueInDays * DAY_MS;
        expect(sampleDueAt(item, entry, writtenAt, now)).toBe(expected);
      }
    }
  });
});
