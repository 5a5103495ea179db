import { describe, expect, it } from 'vitest';

import type { WrittenMessage } from './capture-decisions';
import { newItemOffers } from './new-item-offers';
import { sentenceContext } from './sentence-context';
import { splitSentences } from './sentences';

const entry =
  'Long week at the warehouse, the new scanners keep freezing on the night shift. ' +
  'I need to ask Priya whether the old handhelds can come back until the vendor fixes them. ' +
  'Do it Friday. ' +
  'Dinner with the neighbours was lovely, they brought a lemon tart.';

function contextOf(text: string, sentenceIndex: number): string | undefined {
  const message: WrittenMessage = {
    text,
    sourceId: 'entry-1',
    episodeId: 'ep-1',
    turnIndex: null,
    saidAt: Date.UTC(2026, 2, 2, 9),
  };
  const sentence = splitSentences(text)[sentenceIndex] ?? '';
  const [decision] = newItemOffers(
    message,
    [{ index: sentenceIndex, text: sentence }],
    [{ label: 'plan', confidence: 0.8 }],
  );
  if (decision?.kind !== 'offer' || decision.suggestion.kind !== 'new-item') return undefined;
  return decision.suggestion.candidate.context;
}

describe('the context a new item keeps', () => {
  it('is the sentence it was filed from, not the whole entry', () => {
    expect(contextOf(entry, 1)).toBe(
      'I need to ask Priya whether the old handhelds can come back until the vendor fixes them.',
    );
  });

  it('keeps the sentence before a short one, which says what it is about', () => {
    expect(contextOf(entry, 2)).toBe(
      'I need to ask Priya whether the old handhelds can come back until the vendor fixes them. Do it Friday.',
    );
  });

  it('keeps the sentence after a short one that opens the message', () => {
    expect(contextOf('周五去银行。要把房贷的利率改成固定的，别再拖了。', 0)).toBe(
      '周五去银行。要把房贷的利率改成固定的，别再拖了。',
    );
  });

  it('is the sentence alone when it is the whole message', () => {
    expect(sentenceContext('Call the plumber.', 0, 'Call the plumber.')).toBe('Call the plumber.');
  });
});
