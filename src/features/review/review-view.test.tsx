import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getDb } from '../../db/database';
import type { ProspectiveItem, Transition } from '../../domain/item';
import { DAY_MS } from '../../domain/lifecycle';
import { makeItem, makeTransition } from '../../test/factories';
import { setReviewUndo } from '../../stores/review-store';
import { noticeTexts, renderFeature, setupAppTests } from '../../test/render';
import { ReviewView } from './review-view';

setupAppTests();

/** Thursday 10 December 2026, 12:00 local. Only Date is faked: the waits keep real timers. */
const NOW = new Date(2026, 11, 10, 12).getTime();
const daysAgo = (days: number) => NOW - days * DAY_MS;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  setReviewUndo(null);
});

const touched = (content: string, days: number, overrides: Partial<ProspectiveItem> = {}) =>
  makeItem({
    content,
    createdAt: daysAgo(days),
    updatedAt: daysAgo(days),
    lastMentionedAt: daysAgo(days),
    ...overrides,
  });

async function seed(items: ProspectiveItem[], transitions: Transition[] = []) {
  await getDb().items.bulkAdd(items);
  await getDb().transitions.bulkAdd(transitions);
}

function section(name: 'decided' | 'done' | 'slipped' | 'untouched'): HTMLElement {
  return screen.getByTestId(`weekly-review-${name}`);
}

function rowTexts(name: 'decided' | 'done' | 'slipped' | 'untouched'): string[] {
  return within(section(name))
    .queryAllByTestId('weekly-review-row')
    .map((row) => row.querySelector('.weekly-review-row-text')?.textContent ?? '');
}

function actionsOf(content: string): HTMLElement {
  return screen.getByRole('group', { name: `What to do with “${content}”` });
}

describe('ReviewView', () => {
  it('says plainly when a section is empty', async () => {
    renderFeature(<ReviewView />);
    expect(await screen.findByRole('heading', { name: 'Weekly review' })).toBeTruthy();
    expect(section('decided').textContent).toContain('No decision was filed or closed this week.');
    expect(section('done').textContent).toContain('Nothing was closed this week.');
    expect(section('slipped').textContent).toContain(
      'Nothing went stale this week, and nothing is overdue.',
    );
    expect(section('untouched').textContent).toContain('Every open item was brought up recently.');
  });

  it('closes an untouched item, which moves to Done, and reopens it from there', async () => {
    const u = userEvent.setup();
    const plan = touched('Fix the bike light', 20);
    await seed([plan]);
    renderFeature(<ReviewView />);
    await waitFor(() => expect(rowTexts('untouched')).toEqual(['Fix the bike light']));

    await u.click(within(actionsOf('Fix the bike light')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(rowTexts('done')).toEqual(['Fix the bike light']));
    expect(rowTexts('untouched')).toEqual([]);
    expect(noticeTexts()).toContain('Closed. Reopen it here if that was a slip.');
    expect(within(section('done')).getByTestId('weekly-review-reason').textContent).toBe(
      'Closed Dec 10, 2026',
    );
    expect((await getDb().items.get(plan.id))?.status).toBe('closed');

    await u.click(within(actionsOf('Fix the bike light')).getByRole('button', { name: 'Reopen' }));
    // Reopened just now, it is neither done nor untouched: it leaves the review.
    await waitFor(() => expect(screen.queryAllByTestId('weekly-review-row')).toHaveLength(0));
    expect((await getDb().items.get(plan.id))?.status).toBe('open');
    expect(noticeTexts()).toContain('Reopened: it is open again.');
  });

  it('revives an item that went stale this week, recorded as the person’s move', async () => {
    const u = userEvent.setup();
    const stale = touched('Ask Mia about the flat', 33, { status: 'stale', updatedAt: daysAgo(2) });
    await seed([stale], [makeTransition(stale.id, { to: 'stale', at: daysAgo(2) })]);
    renderFeature(<ReviewView />);
    await waitFor(() => expect(rowTexts('slipped')).toEqual(['Ask Mia about the flat']));
    const actions = actionsOf('Ask Mia about the flat');
    expect(within(actions).queryByRole('button', { name: 'Close' })).toBeNull();

    await u.click(within(actions).getByRole('button', { name: 'Revive' }));
    await waitFor(() => expect(rowTexts('slipped')).toEqual([]));
    expect(noticeTexts()).toContain('Revived: it is open again.');
    const transitions = await getDb().transitions.where('itemId').equals(stale.id).sortBy('at');
    expect(transitions.at(-1)).toMatchObject({
      from: 'stale',
      to: 'open',
      cause: { kind: 'user' },
    });
  });

  it('archives an overdue item, which leaves the review and stays restorable', async () => {
    const u = userEvent.setup();
    const late = touched('Return the drill', 3, { dueAt: daysAgo(2) });
    const decision = touched('We keep the old car', 1, { type: 'decision' });
    await seed([late, decision]);
    renderFeature(<ReviewView />);
    await waitFor(() => expect(rowTexts('slipped')).toEqual(['Return the drill']));
    expect(rowTexts('decided')).toEqual(['We keep the old car']);

    await u.click(within(actionsOf('Return the drill')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(rowTexts('slipped')).toEqual([]));
    expect(rowTexts('decided')).toEqual(['We keep the old car']);
    expect((await getDb().items.get(late.id))?.archivedAt).toBe(NOW);

    // Undo on the page puts it back where it was.
    const bar = await screen.findByTestId('review-undo');
    expect(bar.textContent).toContain('Archived “Return the drill”');
    await u.click(within(bar).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rowTexts('slipped')).toEqual(['Return the drill']));
    expect((await getDb().items.get(late.id))?.archivedAt).toBeNull();
    expect(screen.queryByTestId('review-undo')).toBeNull();
  });

  it('snoozes an untouched item for a week, which leaves the review', async () => {
    const u = userEvent.setup();
    const plan = touched('Clear out the shed', 20);
    const stale = touched('Learn the ukulele', 40, { status: 'stale', updatedAt: daysAgo(1) });
    await seed([plan, stale], [makeTransition(stale.id, { to: 'stale', at: daysAgo(1) })]);
    renderFeature(<ReviewView />);
    await waitFor(() => expect(rowTexts('untouched')).toEqual(['Clear out the shed']));
    // What went stale is revived or archived, not snoozed.
    expect(
      within(actionsOf('Learn the ukulele')).queryByRole('button', { name: /Snooze/ }),
    ).toBeNull();

    await u.click(
      within(actionsOf('Clear out the shed')).getByRole('button', { name: 'Snooze a week' }),
    );
    await waitFor(() => expect(rowTexts('untouched')).toEqual([]));
    expect((await getDb().items.get(plan.id))?.snoozedUntil).toBe(NOW + 7 * DAY_MS);
    expect(noticeTexts()).toContain(
      'Snoozed until Dec 17, 2026. Its card on the board can lift the snooze sooner.',
    );

    const bar = await screen.findByTestId('review-undo');
    await u.click(within(bar).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rowTexts('untouched')).toEqual(['Clear out the shed']));
    expect((await getDb().items.get(plan.id))?.snoozedUntil ?? null).toBeNull();
  });

  it('reads in Chinese', async () => {
    await i18next.changeLanguage('zh-CN');
    await seed([touched('修自行车灯', 20)]);
    renderFeature(<ReviewView />);
    expect(await screen.findByRole('heading', { name: '每周回顾' })).toBeTruthy();
    expect(within(section('untouched')).getByRole('button', { name: '完成' })).toBeTruthy();
    expect(within(section('done')).getByText('这一周没有完成任何条目。')).toBeTruthy();
  });
});
