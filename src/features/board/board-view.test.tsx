import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { addItem, changeStatus } from '../../db/items-repo';
import type { ItemStatus, ItemType, ProspectiveItem } from '../../domain/item';
import { T0 } from '../../test/factories';
import { noticeTexts, renderFeature, setupAppTests, stubElementLayout } from '../../test/render';
import { BoardView } from './board-view';

setupAppTests();
beforeEach(stubElementLayout);

const HOUR = 60 * 60 * 1000;
const user = { kind: 'user' } as const;

async function seed(
  content: string,
  type: ItemType,
  saidAt: number,
  status: ItemStatus = 'open',
): Promise<ProspectiveItem> {
  const db = getDb();
  const item = await addItem(db, { content, type, saidAt, context: `Context of ${content}` }, T0);
  return status === 'open' ? item : changeStatus(db, item.id, status, user, T0);
}

function cardTexts(status: ItemStatus): string[] {
  return within(screen.getByTestId(`column-${status}`))
    .queryAllByTestId('card-text')
    .map((element) => element.textContent);
}

function allCardTexts(): string[] {
  return screen.queryAllByTestId('card-text').map((element) => element.textContent);
}

function cardOf(item: ProspectiveItem): HTMLElement {
  const card = document.querySelector<HTMLElement>(`[data-card-id="${item.id}"]`);
  if (!card) throw new Error(`No card for ${item.content}`);
  return card;
}

async function seedBoard() {
  const plumber = await seed('Call the plumber', 'plan', T0);
  const rust = await seed('Learn Rust this summer', 'idea', T0 + HOUR);
  const lisbon = await seed('We go to Lisbon', 'decision', T0, 'referenced');
  const tax = await seed('Is the tax form due?', 'question', T0, 'closed');
  const sleep = await seed('Sleep beats coffee', 'insight', T0, 'stale');
  renderFeature(<BoardView />);
  await screen.findByText('Call the plumber');
  return { plumber, rust, lisbon, tax, sleep };
}

describe('BoardView columns and filters', () => {
  it('puts each item in its status column, newest said first', async () => {
    await seedBoard();
    expect(cardTexts('open')).toEqual(['Learn Rust this summer', 'Call the plumber']);
    expect(cardTexts('referenced')).toEqual(['We go to Lisbon']);
    expect(cardTexts('closed')).toEqual(['Is the tax form due?']);
    expect(cardTexts('stale')).toEqual(['Sleep beats coffee']);
    expect(screen.getAllByTestId('board-card')).toHaveLength(5);
  });

  it('narrows the cards by type and back again', async () => {
    const u = userEvent.setup();
    await seedBoard();
    const types = screen.getByRole('group', { name: 'Filter by type' });
    const idea = within(types).getByRole('button', { name: 'Idea' });
    await u.click(idea);
    expect(idea.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(allCardTexts()).toEqual(['Learn Rust this summer']));
    await u.click(within(types).getByRole('button', { name: 'Decision' }));
    await waitFor(() => expect(allCardTexts()).toHaveLength(2));
    expect(cardTexts('referenced')).toEqual(['We go to Lisbon']);
    await u.click(idea);
    await u.click(within(types).getByRole('button', { name: 'Decision' }));
    await waitFor(() => expect(allCardTexts()).toHaveLength(5));
  });

  it('narrows the cards by text', async () => {
    const u = userEvent.setup();
    await seedBoard();
    await u.type(screen.getByRole('searchbox', { name: 'Filter by text' }), 'PLUMB');
    await waitFor(() => expect(allCardTexts()).toEqual(['Call the plumber']));
    expect(cardTexts('open')).toEqual(['Call the plumber']);
  });
});

describe('BoardView keyboard moves', () => {
  it('Shift+ArrowRight moves an open card to Referenced and records the transition', async () => {
    const u = userEvent.setup();
    const { plumber } = await seedBoard();
    cardOf(plumber).focus();
    await u.keyboard('{Shift>}{ArrowRight}{/Shift}');

    await waitFor(() => expect(cardTexts('referenced')).toContain('Call the plumber'));
    expect(cardTexts('open')).toEqual(['Learn Rust this summer']);
    expect((await getDb().items.get(plumber.id))?.status).toBe('referenced');
    const transitions = await getDb().transitions.where('itemId').equals(plumber.id).toArray();
    expect(transitions).toEqual([
      expect.objectContaining({ action: 'status', from: 'open', to: 'referenced', cause: user }),
    ]);
    expect(noticeTexts()).toContain('Moved to Referenced.');
    // The card keeps the focus in its new column.
    await waitFor(() => expect(document.activeElement).toBe(cardOf(plumber)));
  });

  it('Shift+ArrowLeft on a referenced card is refused with an alert and changes nothing', async () => {
    const u = userEvent.setup();
    const { lisbon } = await seedBoard();
    const before = await getDb().items.get(lisbon.id);
    const transitionsBefore = await getDb().transitions.count();
    cardOf(lisbon).focus();
    await u.keyboard('{Shift>}{ArrowLeft}{/Shift}');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An item cannot move from Referenced to Open.');
    expect(await getDb().items.get(lisbon.id)).toEqual(before);
    expect(await getDb().transitions.count()).toBe(transitionsBefore);
    expect(cardTexts('referenced')).toEqual(['We go to Lisbon']);
  });
});

describe('BoardView detail panel', () => {
  it('opens a clicked card with its context', async () => {
    const u = userEvent.setup();
    const { rust } = await seedBoard();
    expect(screen.queryByTestId('detail-panel')).toBeNull();
    await u.click(cardOf(rust));
    const panel = await screen.findByTestId('detail-panel');
    expect(within(panel).getByTestId('detail-context').textContent).toBe(
      'Context of Learn Rust this summer',
    );
    const text = within(panel).getByLabelText<HTMLTextAreaElement>('Text');
    expect(text.value).toBe('Learn Rust this summer');
  });

  it('saves an edit as a new version and lists the earlier text', async () => {
    const u = userEvent.setup();
    const { plumber } = await seedBoard();
    await u.click(cardOf(plumber));
    const panel = await screen.findByTestId('detail-panel');
    const text = within(panel).getByLabelText('Text');
    await u.clear(text);
    await u.type(text, 'Call the plumber on Monday');
    await u.click(within(panel).getByRole('button', { name: 'Save changes' }));

    const versionList = await within(panel).findByTestId('version-list');
    expect(within(versionList).getByText('Call the plumber').className).toBe('version-text');
    const versions = await getDb().itemVersions.where('itemId').equals(plumber.id).toArray();
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, content: 'Call the plumber', type: 'plan' }),
    ]);
    const stored = await getDb().items.get(plumber.id);
    expect(stored).toMatchObject({ content: 'Call the plumber on Monday', version: 2 });
    await waitFor(() => expect(cardTexts('open')).toContain('Call the plumber on Monday'));
  });

  it('archives an item: it leaves the columns and shows under Archived (1)', async () => {
    const u = userEvent.setup();
    const { rust } = await seedBoard();
    screen.getByRole('button', { name: 'Archived (0)' });
    await u.click(cardOf(rust));
    const panel = await screen.findByTestId('detail-panel');
    await u.click(within(panel).getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(allCardTexts()).not.toContain('Learn Rust this summer'));
    expect(screen.queryByTestId('detail-panel')).toBeNull();
    expect((await getDb().items.get(rust.id))?.archivedAt).not.toBeNull();
    await u.click(await screen.findByRole('button', { name: 'Archived (1)' }));
    const archived = await screen.findByTestId('archived-list');
    expect(
      within(archived)
        .getAllByTestId('card-text')
        .map((e) => e.textContent),
    ).toEqual(['Learn Rust this summer']);
  });
});
