import { describe, expect, it } from 'vitest';

import { CROSS_LINGUAL_OFFSET } from './cross-lingual';
import { bothViewsOrder, firstViewScore } from './pair-score';
import { SECOND_VIEW_WEIGHT } from './second-view';

const englishDraft = { hanShare: 0, wordsWeight: 0, crossLingualOffset: CROSS_LINGUAL_OFFSET };
const chineseDraft = { hanShare: 1, wordsWeight: 0.15, crossLingualOffset: CROSS_LINGUAL_OFFSET };

describe('scoring a draft–item pair', () => {
  it('adds the cross-lingual offset to an item in the other language only', () => {
    const chineseItem = { cosine: 0.25, lexical: 0, hanShare: 1 };
    const englishItem = { cosine: 0.25, lexical: 0, hanShare: 0 };
    expect(firstViewScore(englishDraft, chineseItem).cosine).toBeCloseTo(0.45);
    expect(firstViewScore(englishDraft, englishItem).cosine).toBeCloseTo(0.25);
    expect(firstViewScore({ ...englishDraft, crossLingualOffset: 0 }, chineseItem).cosine).toBe(
      0.25,
    );
  });

  it('adds a Chinese draft’s shared words to the relevance, not to the cosine', () => {
    const score = firstViewScore(chineseDraft, { cosine: 0.4, lexical: 0.6, hanShare: 1 });
    expect(score.cosine).toBeCloseTo(0.4);
    expect(score.relevance).toBeCloseTo(0.4 + 0.15 * 0.6);
  });

  it('weighs the second view by the pair’s languages', () => {
    const item = { cosine: 0.3, lexical: 0, hanShare: 1 };
    const first = firstViewScore(englishDraft, item);
    const w = SECOND_VIEW_WEIGHT.crossLingual;
    expect(bothViewsOrder(englishDraft, item, first, 0.7)).toBeCloseTo(
      (1 - w) * first.cosine + w * 0.7,
    );
    const same = { cosine: 0.3, lexical: 0, hanShare: 0 };
    const sameFirst = firstViewScore(englishDraft, same);
    const we = SECOND_VIEW_WEIGHT.english;
    expect(bothViewsOrder(englishDraft, same, sameFirst, 0.7)).toBeCloseTo(
      (1 - we) * 0.3 + we * 0.7,
    );
  });
});
