import { describe, expect, it } from 'vitest';

import { T0, makeJournalSource } from '../test/factories';
import { addedSentences, currentTextWrittenAt, reviseEntry } from './journal-revision';

const LONG_BEFORE =
  'Rainy day at home. I need to call the plumber about the kitchen sink. Maybe learn Rust this summer?';

describe('addedSentences', () => {
  it('gives the sentences a long entry gained, in order, not the ones it kept', () => {
    const after =
      'Rainy day at home. I need to call the plumber about the kitchen sink. Book the flight to Lisbon. Maybe learn Rust this summer? 我们决定下个月搬家。';
    expect(addedSentences(LONG_BEFORE, after)).toEqual([
      'Book the flight to Lisbon.',
      '我们决定下个月搬家。',
    ]);
  });

  it('counts a reworded sentence as added', () => {
    const after = LONG_BEFORE.replace('Maybe learn Rust this summer?', 'Learn Go this autumn.');
    expect(addedSentences(LONG_BEFORE, after)).toEqual(['Learn Go this autumn.']);
  });

  it('takes the earlier sentence out of a short text that kept it whole', () => {
    expect(addedSentences('Call the plumber.', 'Call the plumber. Book the flight.')).toEqual([
      'Book the flight.',
    ]);
  });

  it('never takes an earlier sentence out of the middle of a word', () => {
    expect(addedSentences('Call Sam.', 'Recall Sam. Then rest.')).toEqual([
      'Recall Sam.',
      'Then rest.',
    ]);
  });

  it('gives nothing when sentences were only removed, moved or re-wrapped', () => {
    const moved =
      'Maybe learn Rust this summer?\nRainy day at home.   I need to call the plumber about the kitchen sink.';
    expect(addedSentences(LONG_BEFORE, moved)).toEqual([]);
    expect(addedSentences(LONG_BEFORE, 'Rainy day at home.')).toEqual([]);
    expect(addedSentences('Same text.', 'Same text.')).toEqual([]);
  });

  it('gives each added sentence once, and nothing for punctuation alone', () => {
    const after = `${LONG_BEFORE} Book the flight. Book the flight.`;
    expect(addedSentences(LONG_BEFORE, after)).toEqual(['Book the flight.']);
    expect(addedSentences('Book the flight.', 'Book the flight. !!')).toEqual([]);
  });

  it('gives the whole text when there was none before', () => {
    expect(addedSentences('', 'Book the flight.')).toEqual(['Book the flight.']);
  });
});

describe('reviseEntry', () => {
  it('keeps the old text as the last revision, replaced at the correction time', () => {
    const entry = makeJournalSource({ text: 'First', createdAt: T0 });
    const once = reviseEntry(entry, 'Second', T0 + 10);
    const twice = once && reviseEntry(once, 'Third', T0 + 20);
    expect(twice).toEqual({
      ...entry,
      text: 'Third',
      revisions: [
        { text: 'First', replacedAt: T0 + 10 },
        { text: 'Second', replacedAt: T0 + 20 },
      ],
    });
    expect(entry.revisions).toBeUndefined();
    expect(twice && currentTextWrittenAt(twice)).toBe(T0 + 20);
  });

  it('gives null for the same text', () => {
    expect(reviseEntry(makeJournalSource({ text: 'Same' }), 'Same', T0 + 10)).toBeNull();
  });

  it('never dates a revision before the text it replaces was written', () => {
    const entry = makeJournalSource({ text: 'First', createdAt: T0 + 500 });
    expect(reviseEntry(entry, 'Second', T0)?.revisions).toEqual([
      { text: 'First', replacedAt: T0 + 500 },
    ]);
    expect(currentTextWrittenAt(entry)).toBe(T0 + 500);
  });
});
