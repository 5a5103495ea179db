import { describe, expect, it } from 'vitest';

import type { Flow } from './flows';
import { holds, scoreFlow, summariseFile, type BoardItem } from './score';

const item = (content: string, patch: Partial<BoardItem> = {}): BoardItem => ({
  content,
  earlierTexts: [],
  type: 'plan',
  status: 'open',
  dueDay: null,
  ...patch,
});

/** A tiny flow's expectations: a plan moved to Friday, a done plan, an idea, small talk. */
const expect_: Flow['expect'] = {
  items: [
    { match: 'dentist appointment', type: 'plan', status: 'referenced', now: 'Friday' },
    { match: 'renew my passport', type: 'plan', status: 'closed', due: '2026-09-30' },
    { match: 'reading club', type: 'idea', status: 'open' },
    { match: 'learn Rust', type: 'plan', status: 'open' },
  ],
  not_items: ['the weather was awful', 'my cat sneezed'],
};

describe('scoring a replayed flow (FORMAT.md)', () => {
  it('counts found, status, change, due, junk and damage on a board with every fault', () => {
    const board: BoardItem[] = [
      // Changed as expected: the earlier version holds `match`, the current one `now`.
      item('The dentist is on Friday now', {
        earlierTexts: ['Book the dentist appointment for Tuesday'],
        status: 'referenced',
      }),
      item('Renew my passport by Sept 30', { status: 'open', dueDay: '2026-09-30' }),
      // Damage: an automatic change replaced the idea with text about another topic.
      item('The weather was awful all week', {
        type: 'idea',
        earlierTexts: ['Start a reading club at work'],
      }),
      // Two items hold "learn Rust": neither is found.
      item('learn Rust this winter'),
      item('learn Rust with Ana'),
    ];
    const score = scoreFlow(board, expect_);
    expect(score).toMatchObject({
      expected: 4,
      found: 3,
      statusRight: 2,
      withNow: 1,
      nowRight: 1,
      withDue: 1,
      dueRight: 1,
      notItems: 2,
      junk: 1,
      damage: 1,
    });
    expect(score.misses).toContain('missed "learn Rust" (plan): 2 items hold it');
    expect(score.misses.some((line) => line.startsWith('DAMAGE "reading club"'))).toBe(true);
  });

  it('does not count an item of the wrong type as found, nor judge its status', () => {
    const board = [item('Renew my passport', { type: 'question', status: 'closed' })];
    const score = scoreFlow(board, expect_);
    expect(score.found).toBe(0);
    expect(score.statusRight).toBe(0);
    expect(score.misses).toContain('missed "renew my passport" (plan): filed as question');
  });

  it('a change that did not happen fails change accuracy, and an unfound due date fails due', () => {
    const board = [item('Book the dentist appointment for Tuesday', { status: 'referenced' })];
    const score = scoreFlow(board, expect_);
    expect(score).toMatchObject({ found: 1, withNow: 1, nowRight: 0, withDue: 1, dueRight: 0 });
    // An item that should have changed and did not is no damage.
    expect(score.damage).toBe(0);
  });

  it('pools flows by their counts, status over found items, and null for nothing to count', () => {
    const perfect = scoreFlow(
      [
        item('dentist appointment on Friday', { status: 'referenced' }),
        item('renew my passport', { status: 'closed', dueDay: '2026-09-30' }),
        item('a reading club', { type: 'idea' }),
        item('learn Rust'),
      ],
      expect_,
    );
    const empty = scoreFlow([], expect_);
    const metrics = summariseFile('f.jsonl', [perfect, empty]);
    expect(metrics).toEqual({
      file: 'f.jsonl',
      flows: 2,
      itemRecall: 4 / 8,
      statusAccuracy: 1,
      updateAccuracy: 1 / 2,
      dueAccuracy: 1 / 2,
      junkRate: 0,
      damage: 0,
    });
    expect(summariseFile('none.jsonl', [empty]).statusAccuracy).toBeNull();
  });

  it('holds ignores case and runs of spaces, but not other words', () => {
    expect(holds('Renew  my\nPassport soon', 'renew my passport')).toBe(true);
    expect(holds('消融实验估计要拖到下周五', '消融实验')).toBe(true);
    expect(holds('renew the passport', 'renew my passport')).toBe(false);
  });
});
