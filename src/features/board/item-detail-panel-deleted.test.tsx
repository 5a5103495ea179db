import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { addItem, archive, deleteForever } from '../../db/items-repo';
import { T0 } from '../../test/factories';
import { noticeTexts, renderFeature, setupAppTests } from '../../test/render';
import { selectItem, useUiStore } from '../../stores/ui-store';
import { ItemDetailPanel } from './item-detail-panel';

setupAppTests();

const DELETED = 'This item was deleted elsewhere';
const CLOSED =
  'The item you had open was deleted elsewhere (in another tab, or on a synced device).';

/** The panel as the board mounts it: open while its item is the selected one. */
function SelectedItemPanel() {
  const selectedItemId = useUiStore((state) => state.selectedItemId);
  return selectedItemId === null ? null : <ItemDetailPanel itemId={selectedItemId} />;
}

/** An archived item (only those can be deleted forever), open in the panel. */
async function openArchivedItem(content: string) {
  const item = await addItem(getDb(), { content, type: 'idea' }, T0);
  await archive(getDb(), item.id, T0 + 1);
  selectItem(item.id);
  renderFeature(<SelectedItemPanel />);
  const box = await screen.findByLabelText<HTMLTextAreaElement>('Text');
  return { item, box };
}

/** Another tab (or sync) deletes the row through its own connection to the same database. */
const deleteElsewhere = (id: string) => deleteForever(getDb(), id);

describe('ItemDetailPanel when its item is deleted elsewhere', () => {
  it('keeps an unsaved draft on screen and says the item was deleted', async () => {
    const { item, box } = await openArchivedItem('Paint the fence');
    await userEvent.type(box, ' blue');
    await deleteElsewhere(item.id);

    const notice = await screen.findByTestId('deleted-elsewhere');
    expect(notice.textContent).toContain(DELETED);
    expect(box.value).toBe('Paint the fence blue');
    expect(box.disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(useUiStore.getState().selectedItemId).toBe(item.id);
  });

  it('files the draft as a new item of the same type when kept', async () => {
    const { item, box } = await openArchivedItem('Paint the fence');
    await userEvent.type(box, ' blue');
    await deleteElsewhere(item.id);

    await userEvent.click(await screen.findByRole('button', { name: 'Keep as a new item' }));
    await waitFor(() => expect(useUiStore.getState().selectedItemId).toBeNull());
    const items = await getDb().items.toArray();
    expect(items.map(({ content, type, status }) => ({ content, type, status }))).toEqual([
      { content: 'Paint the fence blue', type: 'idea', status: 'open' },
    ]);
    expect(items[0]?.id).not.toBe(item.id);
    expect(noticeTexts()).toContain('Kept as a new item.');
  });

  it('keeps a due date being typed, and files it with the new item', async () => {
    const { item } = await openArchivedItem('Paint the fence');
    const due = screen.getByLabelText<HTMLInputElement>('Due');
    fireEvent.change(due, { target: { value: '2026-11-27T09:00' } });
    await deleteElsewhere(item.id);

    await userEvent.click(await screen.findByRole('button', { name: 'Keep as a new item' }));
    await waitFor(async () => expect(await getDb().items.count()).toBe(1));
    const [kept] = await getDb().items.toArray();
    expect(kept?.dueAt).toBe(new Date(2026, 10, 27, 9).getTime());
  });

  it('closes and files nothing when the draft is discarded', async () => {
    const { item, box } = await openArchivedItem('Paint the fence');
    await userEvent.type(box, ' blue');
    await deleteElsewhere(item.id);

    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(useUiStore.getState().selectedItemId).toBeNull();
    expect(screen.queryByTestId('detail-panel')).toBeNull();
    expect(await getDb().items.count()).toBe(0);
  });

  it('stays open when the draft is emptied after the item went', async () => {
    const { item, box } = await openArchivedItem('Paint the fence');
    await userEvent.type(box, ' blue');
    await deleteElsewhere(item.id);
    await screen.findByTestId('deleted-elsewhere');

    await userEvent.type(box, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(box.value).toBe('Paint the fence');
    expect(screen.getByTestId('deleted-elsewhere')).toBeTruthy();
  });

  it('closes with a notice when nothing was being typed', async () => {
    const { item } = await openArchivedItem('Paint the fence');
    await deleteElsewhere(item.id);

    await waitFor(() => expect(useUiStore.getState().selectedItemId).toBeNull());
    expect(screen.queryByTestId('detail-panel')).toBeNull();
    expect(noticeTexts()).toEqual([CLOSED]);
  });

  it('says nothing of the sort after its own "Delete forever"', async () => {
    const { item, box } = await openArchivedItem('Paint the fence');
    await userEvent.type(box, ' blue');
    await userEvent.click(screen.getByRole('button', { name: 'Delete forever…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete forever' }));

    await waitFor(() => expect(useUiStore.getState().selectedItemId).toBeNull());
    expect(await getDb().items.get(item.id)).toBeUndefined();
    expect(screen.queryByTestId('deleted-elsewhere')).toBeNull();
    expect(noticeTexts()).toEqual([]);
  });
});
