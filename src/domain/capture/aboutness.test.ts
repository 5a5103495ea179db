// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { aboutWhich, distinctiveTokens } from './aboutness';

describe('distinctiveTokens', () => {
  it('folds endings and drops function words', () => {
    expect(distinctiveTokens('Flights booked for the trip!')).toEqual(['flight', 'book', 'trip']);
  });

  it('meets a word and its other forms: a doubled consonant, a silent e', () => {
    expect(distinctiveTokens('stopping the choir, renamed')).toEqual(
      distinctiveTokens('stop the choir, rename'),
    );
  });

  it('meets an irregular past and its base: rang/ring, swept/sweep, sold/sell', () => {
    expect(distinctiveTokens('Rang the plumber, swept the yard, sold the bike')).toEqual(
      distinctiveTokens('ring the plumber, sweep the yard, sell the bike'),
    );
  });

  it('drops the words that carry a decision: two decisions share no topic by them', () => {
    expect(distinctiveTokens('Decided to repaint the fence')).toEqual(['repaint', 'fenc']);
    expect(distinctiveTokens('最后决定卖车')).toEqual(['后决', '定卖', '卖车']);
  });

  it('drops a thing pointed back at: "that plan", 这个计划, 那件事 name nothing', () => {
    expect(distinctiveTokens('that plan is off, and the idea')).toEqual(['off']);
    expect(distinctiveTokens('这个计划只好放弃')).toEqual([]);
    expect(distinctiveTokens('那件事的想法')).toEqual([]);
    // Years are no topic: 今年 in two sentences does not make them about one thing.
    expect(distinctiveTokens('今年，明年，去年')).toEqual([]);
  });

  it('keeps a word a pronoun ends (吉他), not a pair a pronoun begins (他修)', () => {
    expect(distinctiveTokens('吉他修好了')).toEqual(['吉他']);
    expect(distinctiveTokens('他说其他人都来')).not.toContain('其他');
  });

  it('keeps Chinese character pairs that can name a topic: not single characters, 已经, or pairs with 我 or 了', () => {
    expect(distinctiveTokens('我们已经订好机票')).toEqual(['经订', '机票']);
  });
});

describe('aboutWhich', () => {
  const flights = { id: 'flights', text: 'Book flights to Lisbon for May', score: 0.55 };
  const hotel = { id: 'hotel', text: 'Book the hotel in Lisbon for May', score: 0.52 };

  it('is sure of the one of two similar items the sentence names', () => {
    expect(aboutWhich('Flights booked!', [flights, hotel])).toMatchObject({
      id: 'flights',
      isSure: true,
    });
    expect(aboutWhich('Hotel booked, the one near the river', [flights, hotel])).toMatchObject({
      id: 'hotel',
      isSure: true,
    });
  });

  it('is not sure when the sentence names neither', () => {
    expect(aboutWhich('All booked for May!', [flights, hotel])?.isSure).toBe(false);
  });

  it('is never sure of an item the sentence does not name, however close recall puts it', () => {
    const zine = {
      id: 'zine',
      text: 'Maybe I could turn my notes on onboarding into a short zine',
      score: 0.5,
    };
    expect(aboutWhich("Priya's farewell drinks got moved to next Friday.", [zine])?.isSure).toBe(
      false,
    );
  });

  it('finds a Chinese item by the words they share', () => {
    const meeting = { id: 'meeting', text: '下周三开个家长会，把安排讲清楚', score: 0.7 };
    const group = { id: 'group', text: '或许可以搞个错题互助小组', score: 0.68 };
    expect(aboutWhich('家长会改到下周五晚上', [meeting, group])).toMatchObject({
      id: 'meeting',
      isSure: true,
    });
  });

  it('has nothing to say with nothing found', () => {
    expect(aboutWhich('Flights booked!', [])).toBeNull();
  });
});
