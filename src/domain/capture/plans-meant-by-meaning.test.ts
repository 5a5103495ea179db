import { describe, expect, it } from 'vitest';

import type { BoardEntry, BoardSnapshot } from './capture-decisions';
import { MEANT_BY_MEANING, plansMeantByMeaning } from './plans-meant-by-meaning';

const entry = (id: string, type: BoardEntry['type'], content: string): BoardEntry => ({
  id,
  type,
  content,
  dueAt: null,
});
const board: BoardSnapshot = new Map(
  [
    entry('visa', 'plan', 'Get the visa photos taken before the embassy slot'),
    entry('tiles', 'plan', 'Order the bathroom tiles from the showroom'),
    entry('grout', 'plan', 'Buy grout for the bathroom tiles'),
    entry('garden', 'idea', 'Maybe turn the shed into a studio'),
  ].map((item) => [item.id, item]),
);
const near = MEANT_BY_MEANING + 0.1;

describe('plansMeantByMeaning', () => {
  it('offers the one plan clearly nearer than the rest', () => {
    const hits = [
      { id: 'visa', score: near },
      { id: 'tiles', score: near - 0.2 },
    ];
    expect(plansMeantByMeaning(board, hits, 'Photo booth at the post office, all sorted.')).toEqual(
      ['visa'],
    );
  });

  it('gives two or three plans about as near, nearest first', () => {
    const hits = [
      { id: 'grout', score: near - 0.02 },
      { id: 'tiles', score: near },
    ];
    expect(plansMeantByMeaning(board, hits, 'Showroom trip done, boot full.')).toEqual([
      'tiles',
      'grout',
    ]);
  });

  it('leaves out what is not a plan, and plans below the bar', () => {
    const hits = [
      { id: 'garden', score: near + 0.1 },
      { id: 'tiles', score: MEANT_BY_MEANING - 0.01 },
    ];
    expect(plansMeantByMeaning(board, hits, 'Cleared it all out this afternoon.')).toEqual([]);
  });

  it('asks about a plan just under the bar when it is about as near as the one above', () => {
    const hits = [
      { id: 'tiles', score: MEANT_BY_MEANING + 0.01 },
      { id: 'grout', score: MEANT_BY_MEANING - 0.01 },
    ];
    expect(plansMeantByMeaning(board, hits, 'Showroom trip done.')).toEqual(['tiles', 'grout']);
  });

  it('says nothing for a plan still to come, whatever its words', () => {
    const hits = [{ id: 'visa', score: near }];
    expect(plansMeantByMeaning(board, hits, 'I need to get the photos done this week.')).toEqual(
      [],
    );
  });

  it.each(['Finally picked up the photos, look awful.', 'Booked and paid.', '照片拍好了'])(
    'reads the writer’s own report: %s',
    (sentence) => {
      expect(plansMeantByMeaning(board, [{ id: 'visa', score: near }], sentence)).toEqual(['visa']);
    },
  );
});
