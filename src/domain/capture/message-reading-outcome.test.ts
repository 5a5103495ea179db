import { describe, expect, it } from 'vitest';

import type { BoardSnapshot } from './capture-decisions';
import { boardOf, kinds, message } from './message-reading.fixtures';
import { messageQueries, readMessage } from './message-reading';

/*
 * A plan carried out, told by its outcome (the outcome head), where no word says done: an
 * offer to close the plan the sentence names, never applied unasked.
 */
const board = boardOf(['boiler', 'plan', 'Ring the plumber about the boiler service']);

/** Recall finds the boiler plan for every query; the outcome head reads `carriedOut`. */
function readWith(text: string, snapshot: BoardSnapshot, carriedOut: boolean) {
  const listed = new Set(messageQueries(text, null));
  return readMessage({
    message: message(text),
    previousTurn: null,
    board: snapshot,
    hitsOf: (query) => {
      if (!listed.has(query)) throw new Error(`unlisted query: ${query}`);
      return [...snapshot.keys()].map((id) => ({ id, score: 0.6 }));
    },
    outcomeOf: () => carriedOut,
  });
}

describe('readMessage: a plan carried out, told by its outcome', () => {
  it('offers to close the plan the sentence names', () => {
    const reading = readWith('The plumber came round, boiler service all sorted.', board, true);
    expect(kinds(reading)).toEqual(['mention', 'offer']);
    const [, offer] = reading.decisions;
    expect(offer?.kind === 'offer' && offer.suggestion).toMatchObject({
      kind: 'close',
      itemId: 'boiler',
    });
  });

  it('only mentions it when the head reads no outcome', () => {
    const reading = readWith('The plumber and the boiler service, again.', board, false);
    expect(kinds(reading)).toEqual(['mention']);
  });

  it('reads no outcome in a sentence naming a day to come (the plan’s own day)', () => {
    // Friday is the plan's day already, so it is not a plan said again with another day.
    const friday: BoardSnapshot = new Map([
      [
        'boiler',
        {
          id: 'boiler',
          type: 'plan',
          content: 'Ring the plumber about the boiler service',
          dueAt: Date.UTC(2026, 2, 6),
        },
      ],
    ]);
    const reading = readWith('Plumber is coming for the boiler service on Friday.', friday, true);
    expect(reading.decisions.some((d) => d.kind === 'offer' && d.suggestion.kind === 'close')).toBe(
      false,
    );
  });

  it('reads no outcome in a decision about it', () => {
    const reading = readWith(
      'Decided the plumber can do the boiler service himself next time.',
      board,
      true,
    );
    expect(reading.decisions.some((d) => d.kind === 'offer' && d.suggestion.kind === 'close')).toBe(
      false,
    );
  });
});

describe('readMessage: a plan told done twice in one message', () => {
  it('offers to close it once', () => {
    const reading = readWith(
      'Rang the plumber about the boiler service. The plumber fixed the boiler service today.',
      board,
      true,
    );
    const closes = reading.decisions.filter(
      (d) => d.kind === 'offer' && d.suggestion.kind === 'close',
    );
    expect(closes).toHaveLength(1);
  });
});

describe('readMessage: an outcome told of a past day', () => {
  it('reads a weekday in a sentence telling of the past as no day to come', () => {
    const reading = readWith(
      'Had the plumber round on Friday for the boiler service, it runs quiet now.',
      board,
      true,
    );
    const closes = reading.decisions.filter(
      (d) => d.kind === 'offer' && d.suggestion.kind === 'close',
    );
    expect(closes).toHaveLength(1);
  });
});
