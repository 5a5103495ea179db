import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Cause, ProspectiveItem } from '../domain/item';
import { LifecycleError } from '../domain/lifecycle-error';
import { T0, makeItem, makeItemVersion, makeTransition } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import type { ForethoughtDb } from './database';
import {
  ItemNotFoundError,
  addItem,
  archive,
  changeStatus,
  deleteForever,
  editItemContent,
  itemHistory,
  restore,
} from './items-repo';

const USER: Cause = { kind: 'user' };
let db: ForethoughtDb;

beforeEach(() => {
  db = openTestDb();
});
afterEach(async () => {
  await deleteTestDb(db);
});

async function snapshot() {
  return {
    items: await db.items.orderBy('id').toArray(),
    itemVersions: await db.itemVersions.orderBy('id').toArray(),
    transitions: await db.transitions.orderBy('id').toArray(),
  };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('addItem and changeStatus', () => {
  it('files a new open item', async () => {
    const item = await addItem(db, { content: ' Learn Rust ', type: 'idea' }, T0);
    expect(await db.items.get(item.id)).toEqual(item);
    expect(item).toMatchObject({ content: 'Learn Rust', status: 'open', version: 1 });
    expect(await db.transitions.count()).toBe(0);
  });

  it('writes the moved item and its transition', async () => {
    const { id } = await addItem(db, { content: 'Call the plumber', type: 'plan' }, T0);
    const cause: Cause = { kind: 'message', episodeId: 'ep-1' };

    const moved = await changeStatus(db, id, 'referenced', cause, T0 + 10);

    expect(await db.items.get(id)).toEqual(moved);
    expect(moved).toMatchObject({ status: 'referenced', updatedAt: T0 + 10 });
    const transitions = await db.transitions.toArray();
    expect(transitions).toEqual([
      {
        id: transitions[0]?.id,
        itemId: id,
        action: 'status',
        from: 'open',
        to: 'referenced',
        at: T0 + 10,
        cause,
      },
    ]);
  });

  it('refuses a move the lifecycle forbids and leaves every table as it was', async () => {
    const { id } = await addItem(db, { content: 'Call the plumber', type: 'plan' }, T0);
    await changeStatus(db, id, 'referenced', USER, T0 + 10);
    const before = await snapshot();

    const error = await rejectionOf(changeStatus(db, id, 'open', USER, T0 + 20));

    expect(error).toBeInstanceOf(LifecycleError);
    expect((error as LifecycleError).code).toBe('move-not-allowed');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses moving an archived item, changing nothing', async () => {
    const { id } = await addItem(db, { content: 'Old plan', type: 'plan' }, T0);
    await archive(db, id, T0 + 1);
    const before = await snapshot();
    const error = await rejectionOf(changeStatus(db, id, 'closed', USER, T0 + 2));
    expect((error as LifecycleError).code).toBe('archived');
    expect(await snapshot()).toEqual(before);
  });

  it('throws ItemNotFoundError (not a Dexie wrapper) for an unknown id', async () => {
    const error = await rejectionOf(changeStatus(db, 'nope', 'closed', USER, T0));
    expect(error).toBeInstanceOf(ItemNotFoundError);
    expect((error as Error).message).toBe('No item with id nope.');
    expect(await rejectionOf(deleteForever(db, 'nope'))).toBeInstanceOf(ItemNotFoundError);
  });
});

describe('editItemContent and itemHistory', () => {
  it('keeps each earlier version and lists versions newest first, transitions oldest first', async () => {
    const { id } = await addItem(db, { content: 'Call the plumber', type: 'plan' }, T0);
    await editItemContent(db, id, { content: 'Call the plumber on Monday' }, USER, T0 + 100);
    await changeStatus(db, id, 'referenced', USER, T0 + 200);
    const edited = await editItemContent(db, id, { type: 'decision' }, USER, T0 + 300);
    await changeStatus(db, id, 'closed', USER, T0 + 400);

    expect(edited).toMatchObject({
      content: 'Call the plumber on Monday',
      type: 'decision',
      version: 3,
    });
    const history = await itemHistory(db, id);
    expect(history.versions.map((v) => [v.version, v.content, v.type, v.supersededAt])).toEqual([
      [2, 'Call the plumber on Monday', 'plan', T0 + 300],
      [1, 'Call the plumber', 'plan', T0 + 100],
    ]);
    expect(history.transitions.map((t) => [t.from, t.to, t.at])).toEqual([
      ['open', 'referenced', T0 + 200],
      ['referenced', 'closed', T0 + 400],
    ]);
  });

  it('refuses an edit that changes nothing, writing no version', async () => {
    const { id } = await addItem(db, { content: 'Same', type: 'plan' }, T0);
    const before = await snapshot();
    const error = await rejectionOf(editItemContent(db, id, { content: 'Same' }, USER, T0 + 1));
    expect((error as LifecycleError).code).toBe('no-change');
    expect(await snapshot()).toEqual(before);
  });

  it('lists transitions made in the same millisecond in the order they were made', async () => {
    const item = await addItem(db, { content: 'Book the flights', type: 'plan' }, T0);
    const message: Cause = { kind: 'message', episodeId: 'episode-1' };
    // A message mentions the item and closes it at one `now`; undo reopens it, still then.
    await changeStatus(db, item.id, 'referenced', message, T0 + 5);
    await changeStatus(db, item.id, 'closed', message, T0 + 5);
    await changeStatus(db, item.id, 'referenced', USER, T0 + 5);
    await changeStatus(db, item.id, 'closed', USER, T0 + 5);
    const { transitions } = await itemHistory(db, item.id);
    expect(transitions.map((t) => `${t.from}→${t.to}`)).toEqual([
      'open→referenced',
      'referenced→closed',
      'closed→referenced',
      'referenced→closed',
    ]);
  });

  it('gives an empty history for an item never changed', async () => {
    const { id } = await addItem(db, { content: 'Quiet', type: 'insight' }, T0);
    expect(await itemHistory(db, id)).toEqual({ versions: [], transitions: [] });
  });
});

describe('archive and restore', () => {
  it('archives and restores, recording both', async () => {
    const { id } = await addItem(db, { content: 'Maybe later', type: 'idea' }, T0);
    const archived = await archive(db, id, T0 + 1);
    expect(archived.archivedAt).toBe(T0 + 1);
    expect((await db.items.get(id))?.archivedAt).toBe(T0 + 1);

    const restored = await restore(db, id, T0 + 2);
    expect(restored.archivedAt).toBeNull();
    expect((await db.items.get(id))?.archivedAt).toBeNull();
    const actions = (await itemHistory(db, id)).transitions.map((t) => t.action);
    expect(actions).toEqual(['archive', 'restore']);
  });

  it('refuses archiving twice and restoring a live item', async () => {
    const { id } = await addItem(db, { content: 'Maybe later', type: 'idea' }, T0);
    expect(((await rejectionOf(restore(db, id, T0 + 1))) as LifecycleError).code).toBe(
      'not-archived',
    );
    await archive(db, id, T0 + 2);
    const before = await snapshot();
    expect(((await rejectionOf(archive(db, id, T0 + 3))) as LifecycleError).code).toBe('archived');
    expect(await snapshot()).toEqual(before);
  });
});

describe('deleteForever', () => {
  async function seedWithHistory(item: ProspectiveItem) {
    await db.items.add(item);
    await db.itemVersions.add(makeItemVersion(item.id));
    await db.transitions.add(makeTransition(item.id));
  }

  it('refuses an item that is not archived, deleting nothing', async () => {
    await seedWithHistory(makeItem({ id: 'live' }));
    const before = await snapshot();
    const error = await rejectionOf(deleteForever(db, 'live'));
    expect((error as LifecycleError).code).toBe('not-archived');
    expect(await snapshot()).toEqual(before);
  });

  it('removes the archived item, its versions and transitions, and nothing else', async () => {
    await seedWithHistory(makeItem({ id: 'doomed', archivedAt: T0 }));
    await seedWithHistory(makeItem({ id: 'kept' }));
    await seedWithHistory(makeItem({ id: 'kept-archived', archivedAt: T0 }));

    await deleteForever(db, 'doomed');

    const after = await snapshot();
    expect(after.items.map((item) => item.id)).toEqual(['kept', 'kept-archived']);
    expect(after.itemVersions.map((v) => v.itemId).sort()).toEqual(['kept', 'kept-archived']);
    expect(after.transitions.map((t) => t.itemId).sort()).toEqual(['kept', 'kept-archived']);
  });

  it('erases the item’s stored vectors and leaves the others where they were', async () => {
    await seedWithHistory(makeItem({ id: 'doomed', archivedAt: T0 }));
    await seedWithHistory(makeItem({ id: 'kept' }));
    await db.embeddings.add({
      modelId: 'model-a',
      chunkIndex: 0,
      dims: 2,
      itemIds: ['kept', 'doomed'],
      itemVersions: [1, 1],
      vectors: new Float32Array([0.6, 0.8, 1, 0]),
      updatedAt: T0,
    });

    await deleteForever(db, 'doomed');

    const chunk = await db.embeddings.get(['model-a', 0]);
    expect(chunk?.itemIds).toEqual(['kept', '']);
    expect([...(chunk?.vectors ?? [])]).toEqual([
      expect.closeTo(0.6, 6),
      expect.closeTo(0.8, 6),
      0,
      0,
    ]);
    expect(await db.embeddings.where('itemIds').equals('doomed').count()).toBe(0);
  });
});
