import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getDb } from '../../db/database';
import { addItem, changeStatus, editItemContent } from '../../db/items-repo';
import type { ItemStatus, ProspectiveItem } from '../../domain/item';
import { scheduleTime } from '../../domain/schedule-times';
import { setShowingAgenda } from '../../stores/board-store';
import { selectItem } from '../../stores/ui-store';
import { noticeTexts, renderFeature, setupAppTests, stubElementLayout } from '../../test/render';
import { BoardView } from './board-view';

setupAppTests();
// A shared, busy machine renders the board slowly; waits are for states, so a longer cap is safe.
configure({ asyncUtilTimeout: 5000 });
beforeEach(stubElementLayout);

/** Friday 20 November 2026, 10:00 local: the board's "now" in these tests. */
const NOW = new Date(2026, 10, 20, 10).getTime();
const HOUR = 60 * 60 * 1000;
const user = { kind: 'user' } as const;

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

async function seed(
  content: string,
  status: ItemStatus = 'open',
  dueAt: number | null = null,
): Promise<ProspectiveItem> {
  const db = getDb();
  const item = await addItem(db, { content, type: 'plan', saidAt: NOW - HOUR, dueAt }, NOW - HOUR);
  if (status === 'stale') {
    // Only the sweep makes an item stale; its move is the same as any other.
    await changeStatus(db, item.id, 'stale', { kind: 'rule', rule: 'test' }, NOW - HOUR);
  } else if (status !== 'open') {
    await changeStatus(db, item.id, status, user, NOW - HOUR);
  }
  return (await db.items.get(item.id)) ?? item;
}

function cardOf(item: ProspectiveItem): HTMLElement {
  const card = document.querySelector<HTMLElement>(`[data-card-id="${item.id}"]`);
  if (!card) throw new Error(`No card for ${item.content}`);
  return card;
}

describe('the keyboard on a stale card', () => {
  it('Shift+ArrowLeft revives it to Open, as the panel’s button does', async () => {
    const u = userEvent.setup();
    const ferns = await seed('Repot the ferns', 'stale');
    renderFeature(<BoardView />);
    await screen.findByText('Repot the ferns');

    cardOf(ferns).focus();
    await u.keyboard('{Shift>}{ArrowLeft}{/Shift}');

    await waitFor(() =>
      expect(within(screen.getByTestId('column-open')).getByText('Repot the ferns')).toBeTruthy(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const log = await getDb().transitions.where('itemId').equals(ferns.id).sortBy('at');
    expect(log.at(-1)).toMatchObject({ from: 'stale', to: 'open', cause: user });
    expect(noticeTexts()).toContain('Moved to Open.');
  });
});

describe('reschedule and snooze', () => {
  it('reschedules from a card to tomorrow 9:00, and Undo gives the old date back', async () => {
    const u = userEvent.setup();
    const invoice = await seed('Send the invoice', 'open', NOW + 2 * HOUR);
    renderFeature(<BoardView />);

    await u.click(await screen.findByRole('button', { name: /Schedule “Send the invoice”/ }));
    const reschedule = screen.getByRole('group', { name: 'Reschedule' });
    await u.click(within(reschedule).getByRole('button', { name: 'Tomorrow' }));

    const tomorrow = scheduleTime('tomorrow', NOW);
    expect(tomorrow).toBe(new Date(2026, 10, 21, 9).getTime());
    await waitFor(async () => expect((await getDb().items.get(invoice.id))?.dueAt).toBe(tomorrow));
    const undo = await screen.findByTestId('schedule-undo');
    expect(undo.textContent).toContain('“Send the invoice” is due');

    await u.click(within(undo).getByRole('button', { name: 'Undo' }));
    await waitFor(async () =>
      expect((await getDb().items.get(invoice.id))?.dueAt).toBe(NOW + 2 * HOUR),
    );
    // Both the choice and its undoing are in the history.
    const log = await getDb().transitions.where('itemId').equals(invoice.id).sortBy('at');
    expect(log.map((transition) => transition.times)).toEqual([
      { from: NOW + 2 * HOUR, to: tomorrow },
      { from: tomorrow, to: NOW + 2 * HOUR },
    ]);
  });

  it('snoozes from the Agenda: the item leaves it, and the card says until when', async () => {
    const u = userEvent.setup();
    const gym = await seed('Renew the gym card', 'open', NOW + 5 * HOUR);
    setShowingAgenda(true);
    renderFeature(<BoardView />);
    const agenda = await screen.findByTestId('agenda');
    await within(agenda).findByText('Renew the gym card');

    await u.click(within(agenda).getByRole('button', { name: /^Schedule “/ }));
    const snooze = within(agenda).getByRole('group', { name: 'Snooze' });
    await u.click(within(snooze).getByRole('button', { name: 'Later today' }));

    await waitFor(() => expect(within(agenda).queryByText('Renew the gym card')).toBeNull());
    expect((await getDb().items.get(gym.id))?.snoozedUntil).toBe(NOW + 3 * HOUR);

    // On the board the card stays, marked, with a way to un-snooze.
    setShowingAgenda(false);
    expect((await screen.findByTestId('card-snoozed')).textContent).toMatch(/^Snoozed until/);
    await u.click(screen.getByRole('button', { name: 'Un-snooze' }));
    await waitFor(async () => expect((await getDb().items.get(gym.id))?.snoozedUntil).toBeNull());
    expect(screen.queryByTestId('card-snoozed')).toBeNull();
  });

  it('reschedules to a picked day and time from the item panel', async () => {
    const u = userEvent.setup();
    const tax = await seed('File the tax form');
    renderFeature(<BoardView />);
    selectItem(tax.id);
    const panel = await screen.findByTestId('detail-panel');

    const reschedule = within(panel).getByRole('group', { name: 'Reschedule' });
    await u.click(within(reschedule).getByRole('button', { name: 'Pick a date…' }));
    await u.type(within(reschedule).getByLabelText('New due date'), '2026-12-01T14:30');
    await u.click(within(reschedule).getByRole('button', { name: 'Set' }));

    const picked = new Date(2026, 11, 1, 14, 30).getTime();
    await waitFor(async () => expect((await getDb().items.get(tax.id))?.dueAt).toBe(picked));
  });
  it('the panel’s own due field can be undone too: Clear, then Undo gives the date back', async () => {
    const u = userEvent.setup();
    const rent = await seed('Pay the rent', 'open', NOW + 5 * HOUR);
    renderFeature(<BoardView />);
    selectItem(rent.id);
    const panel = await screen.findByTestId('detail-panel');

    await u.click(within(panel).getByRole('button', { name: 'Clear due date' }));
    await waitFor(async () => expect((await getDb().items.get(rent.id))?.dueAt).toBeNull());
    const undo = await screen.findByTestId('schedule-undo');
    await u.click(within(undo).getByRole('button', { name: 'Undo' }));
    await waitFor(async () =>
      expect((await getDb().items.get(rent.id))?.dueAt).toBe(NOW + 5 * HOUR),
    );
  });
});

describe('the item’s history', () => {
  it('tells each edit of the text and each due date change: before, after, when', async () => {
    const plan = await seed('Call the plumber', 'open', NOW + HOUR);
    await editItemContent(getDb(), plan.id, { content: 'Call Ana the plumber' }, user, NOW);
    await editItemContent(getDb(), plan.id, { dueAt: NOW + 24 * HOUR }, user, NOW + 1);
    renderFeature(<BoardView />);
    selectItem(plan.id);

    const list = await screen.findByTestId('transition-list');
    await waitFor(() => expect(list.children).toHaveLength(3));
    const lines = [...list.children].map((line) => line.textContent);
    expect(lines[1]).toMatch(/^Text changed .*: “Call the plumber” → “Call Ana the plumber”$/);
    expect(lines[2]).toMatch(/^Due date changed .*, by you: .* → .*$/);
    expect(lines[2]).not.toContain('none');
  });
});
