import { describe, expect, it } from 'vitest';

import { boardOf, kinds, message, readAsTheHeadRead } from './message-reading.fixtures';
import { readMessage } from './message-reading';
import { newItemOffers } from './new-item-offers';
import { decidesInWords } from './sentence-judgements';
import type { Classification } from './labels';
import type { ReadStatus } from './status-reader';

/*
 * A mind made up as the settled head read it, where no decision word says so: a question the
 * sentence names is closed as answered, and the sentence is offered as the decision — both
 * offers, never applied unasked. A question it does not name is left alone.
 */
const SETTLED: ReadStatus = { status: 'settled', onlyIfNamed: true };
const board = boardOf(['q', 'question', 'Should we take the ferry or fly to Orkney?']);

function offersFor(text: string, status: ReadStatus, verdict: Classification) {
  const reading = readAsTheHeadRead(text, board, status);
  const classified = newItemOffers(
    message(text),
    reading.toClassify,
    reading.toClassify.map(() => verdict),
  );
  return [...reading.decisions, ...classified];
}

describe('readMessage: a question named by a sentence the settled head read', () => {
  it('marks the sentence as settling the question it names', () => {
    const reading = readAsTheHeadRead(
      'Ferry to Orkney it is, the kids love boats.',
      board,
      SETTLED,
    );
    expect(reading.toClassify).toMatchObject([{ answers: { id: 'q' }, settles: true }]);
  });

  it('closes the question and offers the sentence as a decision, as "maybe"', () => {
    const decisions = offersFor('Ferry to Orkney it is, the kids love boats.', SETTLED, {
      label: 'plan',
      confidence: 0.6,
    });
    expect(kinds({ decisions, toClassify: [] })).toEqual(['mention', 'offer', 'offer']);
    const [, close, filed] = decisions;
    expect(close?.kind === 'offer' && close.suggestion).toMatchObject({ kind: 'close' });
    expect(filed?.kind === 'offer' && filed.suggestion).toMatchObject({
      kind: 'new-item',
      candidate: { type: 'decision', confidence: 0.3 },
    });
  });

  it('only mentions the question when the head did not read a mind made up', () => {
    const decisions = offersFor('Still going back and forth on Orkney, ferry or fly.', null, {
      label: 'question',
      confidence: 0.6,
    });
    expect(kinds({ decisions, toClassify: [] })).toEqual(['mention']);
  });

  it('leaves a settled sentence about something else to the classifier alone', () => {
    const text = 'Going with the blue tiles for the bathroom.';
    const reading = readMessage({
      message: message(text),
      previousTurn: null,
      board,
      hitsOf: () => [{ id: 'q', score: 0.1 }],
      statusOf: () => SETTLED,
    });
    expect(reading.decisions).toEqual([]);
    expect(reading.toClassify).toHaveLength(1);
    expect(reading.toClassify[0]?.answers).toBeUndefined();
  });
});

describe("readMessage: something given up in the writer's own decision words", () => {
  it('files "I decided to stop …" as a decision when it gives up nothing kept', () => {
    const reading = readAsTheHeadRead('我决定不再去那家健身房了，太贵。', boardOf(), {
      status: 'dropped',
      onlyIfNamed: false,
    });
    expect(reading.decisions).toEqual([]);
    expect(reading.toClassify).toMatchObject([{ text: '我决定不再去那家健身房了，太贵。' }]);
    expect(reading.toClassify[0]?.judged).toBeUndefined();
  });
});

describe('readMessage: a question answered in the writer’s decision words', () => {
  it('files the answer as a decision even when the classifier reads another kind', () => {
    const decisions = offersFor('Decided on the ferry to Orkney, every summer from now on.', null, {
      label: 'habit',
      confidence: 0.5,
    });
    expect(kinds({ decisions, toClassify: [] })).toEqual(['mention', 'offer', 'offer']);
    expect(decisions[2]?.kind === 'offer' && decisions[2].suggestion).toMatchObject({
      candidate: { type: 'decision' },
    });
  });
});

describe('readMessage: a question answered by meaning alone', () => {
  const questions = boardOf(
    ['lang', 'question', 'Should I switch from R to Python for the analysis?'],
    ['plan', 'plan', 'Book the dentist for Maya'],
  );
  const readByMeaning = (cosines: Record<string, number>, status: ReadStatus) =>
    readMessage({
      message: message('What I know will do, not worth relearning it all now.'),
      previousTurn: null,
      board: questions,
      hitsOf: () => [...questions.keys()].map((id) => ({ id, score: cosines[id] ?? 0 })),
      statusOf: () => status,
    });

  it('answers the one open question near enough when the settled head read a mind made up', () => {
    const reading = readByMeaning({ lang: 0.45, plan: 0.1 }, SETTLED);
    expect(reading.toClassify).toMatchObject([{ answers: { id: 'lang' }, settles: true }]);
    // A guess: offered closed and the answer offered, the question not mentioned meanwhile.
    const offers = newItemOffers(message('Sticking with what I know.'), reading.toClassify, [
      { label: 'insight', confidence: 0.4 },
    ]);
    expect(offers.map((decision) => decision.kind)).toEqual(['offer', 'offer']);
  });

  it('answers the one open question near enough when the sentence gives something up', () => {
    const reading = readByMeaning(
      { lang: 0.45, plan: 0.1 },
      { status: 'dropped', onlyIfNamed: false },
    );
    expect(reading.decisions).toEqual([]);
    expect(reading.toClassify).toMatchObject([{ answers: { id: 'lang' }, isGuess: true }]);
  });

  it('answers it, too, for a decision in the writer’s own words the head did not read', () => {
    const reading = readMessage({
      message: message('Decided to leave it for this year.'),
      previousTurn: null,
      board: questions,
      hitsOf: () => [
        { id: 'lang', score: 0.45 },
        { id: 'plan', score: 0.1 },
      ],
    });
    expect(reading.toClassify).toMatchObject([{ answers: { id: 'lang' }, isGuess: true }]);
  });

  it('answers nothing when no question is near, or the head read no mind made up', () => {
    expect(readByMeaning({ lang: 0.2 }, SETTLED).toClassify[0]?.answers).toBeUndefined();
    expect(readByMeaning({ lang: 0.45 }, null).toClassify[0]?.answers).toBeUndefined();
  });
});

describe('readMessage: what does not answer a question', () => {
  it('a sentence that asks, or that the classifier read as nothing, answers nothing', () => {
    const asked = offersFor('Have we decided on the ferry to Orkney yet?', null, {
      label: 'question',
      confidence: 0.6,
    });
    expect(kinds({ decisions: asked, toClassify: [] })).toEqual(['mention']);
    const nothing = offersFor("We won't know about the ferry to Orkney until May.", null, {
      label: 'none',
      confidence: 0.6,
    });
    expect(kinds({ decisions: nothing, toClassify: [] })).toEqual(['mention']);
  });

  it('offers the question closed once, however many sentences answer it', () => {
    const text = 'Ferry to Orkney it is. Orkney by ferry, the kids love boats.';
    const decisions = offersFor(text, SETTLED, { label: 'decision', confidence: 0.3 });
    const closes = decisions.filter((d) => d.kind === 'offer' && d.suggestion.kind === 'close');
    expect(closes).toHaveLength(1);
  });
});

describe('decidesInWords', () => {
  it('reads a choice said made, not a weaker decision word or a question', () => {
    expect(decidesInWords('Decided to just walk after every shift.')).toBe(true);
    expect(decidesInWords('婚礼还是选在老家办。')).toBe(true);
    expect(decidesInWords("We won't know about the ferry until May.")).toBe(false);
    expect(decidesInWords('Have we decided on the ferry yet?')).toBe(false);
  });
});
