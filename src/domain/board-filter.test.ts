import { describe, expect, it } from 'vitest';

import { T0, makeItem } from '../test/factories';
import {
  EMPTY_FILTER,
  byNewestSaid,
  matchesFilter,
  keyboardMoveTarget,
  neighbourStatus,
  toColumns,
  type BoardSort,
} from './board-filter';
import { boardToMarkdown, type MarkdownLabels } from './board-markdown';
import { canMove } from './lifecycle';

describe('matchesFilter', () => {
  const item = makeItem({ content: 'Learn Ｒｕｓｔ this summer', type: 'idea' });

  it('matches everything with the empty filter', () => {
    expect(matchesFilter(item, EMPTY_FILTER)).toBe(true);
  });

  it('filters by type', () => {
    expect(matchesFilter(item, { types: ['idea', 'plan'], text: '' })).toBe(true);
    expect(matchesFilter(item, { types: ['plan'], text: '' })).toBe(false);
  });

  it('matches text ignoring case, full width and surrounding spaces', () => {
    expect(matchesFilter(item, { types: [], text: '  rust ' })).toBe(true);
    expect(matchesFilter(item, { types: [], text: 'LEARN' })).toBe(true);
    expect(matchesFilter(item, { types: [], text: 'python' })).toBe(false);
  });
});

describe('toColumns', () => {
  it('puts live items in their status column, newest said first, archived left out', () => {
    const older = makeItem({ id: 'older', saidAt: T0 });
    const newer = makeItem({ id: 'newer', saidAt: T0 + 10 });
    const filedLater = makeItem({ id: 'filed-later', saidAt: T0, createdAt: T0 + 5 });
    const closed = makeItem({ id: 'closed', status: 'closed' });
    const archived = makeItem({ id: 'archived', archivedAt: T0 });

    const columns = toColumns([older, closed, archived, newer, filedLater], EMPTY_FILTER);

    expect(columns.open.map((i) => i.id)).toEqual(['newer', 'filed-later', 'older']);
    expect(columns.closed.map((i) => i.id)).toEqual(['closed']);
    expect(columns.referenced).toEqual([]);
    expect(columns.stale).toEqual([]);
  });

  it('breaks full ties by id so the order is stable', () => {
    const a = makeItem({ id: 'a' });
    const b = makeItem({ id: 'b' });
    expect([b, a].sort(byNewestSaid).map((i) => i.id)).toEqual(['a', 'b']);
  });
});

describe('neighbourStatus', () => {
  it('steps along the board and stops at the ends', () => {
    expect(neighbourStatus('open', 1)).toBe('referenced');
    expect(neighbourStatus('closed', -1)).toBe('referenced');
    expect(neighbourStatus('open', -1)).toBeNull();
    expect(neighbourStatus('stale', 1)).toBeNull();
  });
});

describe('boardToMarkdown', () => {
  const labels: MarkdownLabels = {
    title: 'Board',
    exportedLine: 'Exported today',
    status: { open: 'Open', referenced: 'Referenced', closed: 'Closed', stale: 'Stale' },
    type: {
      plan: 'Plan',
      idea: 'Idea',
      decision: 'Decision',
      question: 'Question',
      insight: 'Insight',
    },
    said: (at) => `said ${at}`,
    due: (at) => `due ${at}`,
    empty: '(nothing)',
  };

  it('writes one section per column with escaped one-line items', () => {
    const items = [
      makeItem({ content: 'Fix *the*\n  [door]', type: 'plan', saidAt: 1, dueAt: 2 }),
      makeItem({ content: 'Hidden', archivedAt: T0 }),
    ];
    expect(boardToMarkdown(items, labels).split('\n')).toEqual([
      '# Board',
      '',
      'Exported today',
      '',
      '## Open (1)',
      '',
      '- **Plan** — Fix \\*the\\* \\[door\\] _(said 1, due 2)_',
      '',
      '## Referenced (0)',
      '',
      '(nothing)',
      '',
      '## Closed (0)',
      '',
      '(nothing)',
      '',
      '## Stale (0)',
      '',
      '(nothing)',
      '',
    ]);
  });
});

describe('column order', () => {
  const at = (day: number) => Date.UTC(2026, 10, day);
  const plan = (id: string, saidDay: number, dueDay: number | null, mentionedDay: number) =>
    makeItem({
      id,
      saidAt: at(saidDay),
      dueAt: dueDay === null ? null : at(dueDay),
      lastMentionedAt: at(mentionedDay),
    });
  const items = [plan('a', 1, null, 9), plan('b', 3, 20, 3), plan('c', 2, 10, 4)];
  const order = (sort: BoardSort) =>
    toColumns(items, { ...EMPTY_FILTER, sort }).open.map((item) => item.id);

  it('puts the newest said first by default', () => {
    expect(toColumns(items, EMPTY_FILTER).open.map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(order('said')).toEqual(['b', 'c', 'a']);
  });

  it('puts the soonest due first, items with no due date after', () => {
    expect(order('due')).toEqual(['c', 'b', 'a']);
  });

  it('puts the last mentioned first', () => {
    expect(order('mentioned')).toEqual(['a', 'c', 'b']);
  });
});

describe('keyboardMoveTarget', () => {
  it('revives a stale card to Open going left, a move the lifecycle allows', () => {
    expect(keyboardMoveTarget('stale', -1)).toBe('open');
    expect(canMove('stale', keyboardMoveTarget('stale', -1) ?? 'stale')).toBe(true);
  });

  it('otherwise goes to the next column, and nowhere past the last', () => {
    expect(keyboardMoveTarget('open', 1)).toBe('referenced');
    expect(keyboardMoveTarget('closed', -1)).toBe('referenced');
    expect(keyboardMoveTarget('referenced', -1)).toBe('open');
    expect(keyboardMoveTarget('stale', 1)).toBeNull();
    expect(keyboardMoveTarget('open', -1)).toBeNull();
  });
});
