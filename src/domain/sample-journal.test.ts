import { describe, expect, it } from 'vitest';

import { sampleJournal } from './sample-journal';
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
