import { describe, expect, it } from 'vitest';

import { CAPTURE_LABELS } from './labels';
import { SEED_EXAMPLES, type SeedExample } from './seed-examples';

const MIN_PER_LABEL: Record<SeedExample['lang'], number> = { en: 40, zh: 40, mixed: 8 };
const MAX_TEXT_LENGTH = 300;
const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z]/;

function countOf(label: string, lang: SeedExample['lang']): number {
  return SEED_EXAMPLES.filter((seed) => seed.label === label && seed.lang === lang).length;
}

describe('SEED_EXAMPLES', () => {
  it.each(CAPTURE_LABELS)('has enough seeds of every language for %s', (label) => {
    for (const lang of ['en', 'zh', 'mixed'] as const) {
      expect(countOf(label, lang), `${label}/${lang}`).toBeGreaterThanOrEqual(MIN_PER_LABEL[lang]);
    }
  });

  it('has no label outside the capture labels', () => {
    const labels = new Set<string>(CAPTURE_LABELS);
    expect(SEED_EXAMPLES.filter((seed) => !labels.has(seed.label))).toEqual([]);
  });

  it('has no duplicate texts, ignoring case and surrounding space', () => {
    const seen = new Map<string, number>();
    for (const { text } of SEED_EXAMPLES) {
      const key = text.trim().toLowerCase();
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, count]) => count > 1).map(([text]) => text)).toEqual([]);
  });

  it('has only non-empty texts under the length limit', () => {
    const bad = SEED_EXAMPLES.filter(
      ({ text }) => text.trim().length === 0 || text.length >= MAX_TEXT_LENGTH,
    );
    expect(bad).toEqual([]);
  });

  it('tags each seed with the language its script shows', () => {
    const mismatched = SEED_EXAMPLES.filter(({ text, lang }) => {
      const hasHan = HAN.test(text);
      const hasLatin = LATIN.test(text);
      if (lang === 'en') return hasHan;
      if (lang === 'zh') return !hasHan || hasLatin;
      return !hasHan || !hasLatin;
    });
    expect(mismatched).toEqual([]);
  });
});
