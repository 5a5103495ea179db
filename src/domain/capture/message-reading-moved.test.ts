import { describe, expect, it } from 'vitest';

import type { BoardEntry, BoardSnapshot } from './capture-decisions';
import { kinds, message } from './message-reading.fixtures';
import { readMessage } from './message-reading';
import type { ReadStatus } from './status-reader';

/*
 * A time moved as the moved head read it, where no change cue did: always an offer, both
 * texts shown, and only for a plan with a time that the sentence names by its words.
 */
const MOVED: ReadStatus = { status: 'moved', onlyIfNamed: false };
const DONE: ReadStatus = { status: 'done', onlyIfNamed: false };
const FRIDAY = Date.UTC(2026, 2, 6);

function boardOf(...entries: BoardEntry[]): BoardSnapshot {
  return new Map(entries.map((entry) => [entry.id, entry] as const));
}

/**
 * The reading when the heads read each sentence as `statusOf` says; recall finds every kept
 * item at a middling cosine for a query that mentions the vet, and far below it otherwise.
 */
function readWith(text: string, board: BoardSnapshot, statusOf: (s: string) => ReadStatus) {
  return readMessage({
    message: message(text),
    previousTurn: null,
    board,
    hitsOf: (query) =>
      [...board.keys()].map((id) => ({ id, score: /vet/i.test(query) ? 0.45 : 0.05 })),
    statusOf,
  });
}

const vet: BoardEntry = {
  id: 'vet',
  type: 'plan',
  content: 'Take the cat to the vet for her jabs on Friday',
  dueAt: FRIDAY,
};

describe('readMessage: a move the moved head read', () => {
  it('offers the named plan its new day, never changing it unasked', () => {
    const reading = readWith(
      'The vet jabs for the cat are happening on the 12th now.',
      boardOf(vet),
      () => MOVED,
    );
    expect(kinds(reading)).toEqual(['offer']);
    const [decision] = reading.decisions;
    expect(decision?.kind === 'offer' && decision.suggestion).toMatchObject({
      kind: 'update',
      itemId: 'vet',
      dueAt: Date.UTC(2026, 2, 12),
    });
  });

  it('says nothing without a time: "moved" alone names no new day', () => {
    const reading = readWith(
      'The vet jabs for the cat got shuffled about.',
      boardOf(vet),
      () => MOVED,
    );
    expect(kinds(reading)).not.toContain('offer');
  });

  it('adds nothing for a plan with no time, nor for a question', () => {
    const undated = { ...vet, dueAt: null };
    const question: BoardEntry = {
      ...vet,
      type: 'question',
      content: 'Should the cat get her jabs at the vet?',
    };
    const text = 'The vet jabs for the cat are on the 12th now.';
    for (const entry of [undated, question]) {
      const unread = readWith(text, boardOf(entry), () => null);
      expect(readWith(text, boardOf(entry), () => MOVED)).toEqual(unread);
    }
  });

  it('does not move a plan the same message just reported done', () => {
    const text =
      'Took the cat to the vet for her jabs. The vet says the cat is due back on the 20th.';
    const reading = readWith(text, boardOf(vet), (sentence) =>
      sentence.startsWith('Took') ? DONE : MOVED,
    );
    const offers = reading.decisions.flatMap((d) =>
      d.kind === 'offer' ? [d.suggestion.kind] : [],
    );
    expect(offers).toEqual(['close']);
  });

  it('offers a move for the plan the sentence before names', () => {
    const text = 'The vet rang about the cat. They can only do the 12th now.';
    const reading = readWith(text, boardOf(vet), (sentence) =>
      sentence.startsWith('They') ? MOVED : null,
    );
    const updates = reading.decisions.flatMap((d) =>
      d.kind === 'offer' && d.suggestion.kind === 'update' ? [d.suggestion.itemId] : [],
    );
    expect(updates).toEqual(['vet']);
  });

  it('does not offer a move by meaning alone: the plan must be named', () => {
    const reading = readWith(
      'It is happening on the 12th now, they rang.',
      boardOf(vet),
      () => MOVED,
    );
    expect(
      reading.decisions.some((d) => d.kind === 'offer' && d.suggestion.kind === 'update'),
    ).toBe(false);
  });
});
