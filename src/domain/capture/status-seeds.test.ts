import { describe, expect, it } from 'vitest';

import { STATUS_SEEDS_EN } from './status-seeds-en';
import { STATUS_SEEDS_EN_2 } from './status-seeds-en-2';
import { STATUS_SEEDS_EN_3 } from './status-seeds-en-3';
import { STATUS_SEEDS_MIXED } from './status-seeds-mixed';
import { STATUS_SEEDS_MIXED_2 } from './status-seeds-mixed-2';
import { STATUS_SEEDS_ZH } from './status-seeds-zh';
import { STATUS_SEEDS_ZH_2 } from './status-seeds-zh-2';
import { STATUS_SEEDS_ZH_3 } from './status-seeds-zh-3';

// Imported file by file rather than through the index, so that a file the index forgets still
// gets checked.
const BY_LANGUAGE = {
  en: [...STATUS_SEEDS_EN, ...STATUS_SEEDS_EN_2, ...STATUS_SEEDS_EN_3],
  zh: [...STATUS_SEEDS_ZH, ...STATUS_SEEDS_ZH_2, ...STATUS_SEEDS_ZH_3],
  mixed: [...STATUS_SEEDS_MIXED, ...STATUS_SEEDS_MIXED_2],
};
type Language = keyof typeof BY_LANGUAGE;
type Status = (typeof STATUS_SEEDS_EN)[number]['status'];

const LANGUAGES = Object.keys(BY_LANGUAGE) as Language[];
const ALL_SEEDS = LANGUAGES.flatMap((language) => BY_LANGUAGE[language]);

/** The sizes the seeds were written to; a label may fall at most 10% short of them. */
const TARGET_COUNTS: Record<Language, Record<Status, number>> = {
  en: { done: 160, dropped: 70, none: 230 },
  zh: { done: 160, dropped: 70, none: 230 },
  mixed: { done: 40, dropped: 15, none: 55 },
};
const MAX_TEXT_LENGTH = 200;
const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z]/;

describe('status seeds', () => {
  it.each(LANGUAGES)('has enough %s seeds of every status', (language) => {
    for (const [status, target] of Object.entries(TARGET_COUNTS[language])) {
      const count = BY_LANGUAGE[language].filter((seed) => seed.status === status).length;
      expect(count, `${language}/${status}`).toBeGreaterThanOrEqual(Math.ceil(target * 0.9));
    }
  });

  it('has no duplicate texts across the languages, ignoring case and surrounding space', () => {
    const seen = new Map<string, number>();
    for (const { text } of ALL_SEEDS) {
      const key = text.trim().toLowerCase();
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, count]) => count > 1).map(([text]) => text)).toEqual([]);
  });

  it('has only non-empty texts of at most 200 characters', () => {
    const bad = ALL_SEEDS.filter(
      ({ text }) => text.trim().length === 0 || text.length > MAX_TEXT_LENGTH,
    );
    expect(bad).toEqual([]);
  });

  it('keeps each seed in the script of its language', () => {
    const misplaced = LANGUAGES.flatMap((language) =>
      BY_LANGUAGE[language].filter(({ text }) => {
        const hasHan = HAN.test(text);
        const hasLatin = LATIN.test(text);
        if (language === 'en') return hasHan;
        if (language === 'zh') return !hasHan || hasLatin;
        return !hasHan || !hasLatin;
      }),
    );
    expect(misplaced).toEqual([]);
  });
});
