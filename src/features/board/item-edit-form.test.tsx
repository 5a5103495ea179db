import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { addItem, editItemFromVersion, itemHistory } from '../../db/items-repo';
import { T0 } from '../../test/factories';
import { noticeTexts, renderFeature, setupAppTests } from '../../test/render';
import { ItemDetailPanel } from './item-detail-panel';

setupAppTests();

const user = { kind: 'user' } as const;

async function openPanelOn(content: string) {
  const item = await addItem(getDb(), { content, type: 'plan' }, T0);
  renderFeature(<ItemDetailPanel itemId={item.id} />);
  const box = await screen.findByLabelText<HTMLTextAreaElement>('Text');
  return { item, box };
}

/** A save made elsewhere (another tab writes through its own connection to the same rows). */
function saveElsewhere(id: string, content: string) {
  return editItemFromVersion(getDb(), id, { content }, 1, user, T0 + 10);
}

describe('ItemEditForm while the item changes elsewhere', () => {
  it('follows the new version when nothing is being typed', async () => {
    const { item, box } = await openPanelOn('Call the plumber');
    await saveElsewhere(item.id, 'Call the plumber today');
    await waitFor(() => expect(box.value).toBe('Call the plumber today'));
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
  });

  it('keeps a draft being typed and shows what was saved meanwhile', async () => {
    const { item, box } = await openPanelOn('Call the plumber');
    await userEvent.clear(box);
    await userEvent.type(box, 'Call the electrician');
    await saveElsewhere(item.id, 'Call the plumber today');

    const conflict = await screen.findByTestId('edit-conflict');
    expect(conflict.textContent).toContain('This item changed in another tab');
    expect(conflict.textContent).toContain('Call the plumber today');
    expect(box.value).toBe('Call the electrician');
  });

  it('saves the draft as current and keeps the other text in the history', async () => {
    const { item, box } = await openPanelOn('Call the plumber');
    await userEvent.clear(box);
    await userEvent.type(box, 'Call the electrician');
    await saveElsewhere(item.id, 'Call the plumber today');
    await screen.findByTestId('edit-conflict');

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByTestId('edit-conflict')).toBeNull());
    expect(noticeTexts()).toContain(
      'Saved. The text saved meanwhile in another tab is kept in the history as v2.',
    );
    expect((await getDb().items.get(item.id))?.content).toBe('Call the electrician');
    const history = await itemHistory(getDb(), item.id);
    expect(history.versions.map((version) => version.content)).toEqual([
      'Call the plumber today',
      'Call the plumber',
    ]);
    expect(box.value).toBe('Call the electrician');
  });

  it('takes the saved text when the person chooses it', async () => {
    const { item, box } = await openPanelOn('Call the plumber');
    await userEvent.type(box, ' soon');
    await saveElsewhere(item.id, 'Call the plumber today');
    await userEvent.click(await screen.findByRole('button', { name: 'Take the saved text' }));
    expect(box.value).toBe('Call the plumber today');
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save changes' }).disabled).toBe(
      true,
    );
  });

  it('an own save does not read as a change from another tab', async () => {
    const { item, box } = await openPanelOn('Call the plumber');
    await userEvent.type(box, ' soon');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(noticeTexts()).toContain('Saved. The earlier text is kept in the history.'),
    );
    await waitFor(async () => expect((await getDb().items.get(item.id))?.version).toBe(2));
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
    expect(box.value).toBe('Call the plumber soon');
  });
});
