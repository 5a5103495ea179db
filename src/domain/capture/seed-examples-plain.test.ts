import { describe, expect, it } from 'vitest';

import { MIXED_PLAIN_SEEDS } from './seed-examples-mixed-plain';
import { EN_NOT_ITEM_SEEDS } from './seed-examples-not-items-en';
import { ZH_NOT_ITEM_SEEDS } from './seed-examples-not-items-zh';
import { EN_PLAIN_ITEM_SEEDS } from './seed-examples-plain-items-en';
import { ZH_PLAIN_ITEM_SEEDS } from './seed-examples-plain-items-zh';

const PLAIN_ITEMS = [...EN_PLAIN_ITEM_SEEDS, ...ZH_PLAIN_ITEM_SEEDS, ...MIXED_PLAIN_SEEDS].filter(
  (seed) => seed.label !== 'none',
);

/** Words that name an item's kind; the plain seeds exist to teach items without them. */
const KIND_WORDS = /decid|decision|决定|決定|idea|想法|question|insight|体会|體會/i;

describe('plain-item and not-item seeds', () => {
  it('teaches items that do not name their own kind', () => {
    expect(PLAIN_ITEMS.filter(({ text }) => KIND_WORDS.test(text))).toEqual([]);
  });

  it('keeps the not-item seeds as none only', () => {
    const notItems = [...EN_NOT_ITEM_SEEDS, ...ZH_NOT_ITEM_SEEDS];
    expect(notItems.filter((seed) => seed.label !== 'none')).toEqual([]);
  });

  it('has plain plans, decisions and insights in every language', () => {
    for (const label of ['plan', 'decision', 'insight'] as const) {
      for (const lang of ['en', 'zh', 'mixed'] as const) {
        const count = PLAIN_ITEMS.filter((s) => s.label === label && s.lang === lang).length;
        expect(count, `${label}/${lang}`).toBeGreaterThanOrEqual(5);
      }
    }
  });
});
