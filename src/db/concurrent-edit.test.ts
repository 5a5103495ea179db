import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Cause } from '../domain/item';
import { patchFromDraft } from '../domain/item-edit';
import { T0 } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { ForethoughtDb } from './database';
import { addItem, editItemFromVersion, itemHistory } from './items-repo';

const USER: Cause = { kind: 'user' };
/** Two connections to one database, as two tabs of one profile hold. */
let tabA: ForethoughtDb;
let tabB: ForethoughtDb;

beforeEach(() => {
  tabA = openTestDb();
  tabB = new ForethoughtDb(tabA.name);
});
afterEach(async () => {
  tabB.close();
  await deleteTestDb(tabA);
});

describe('editItemFromVersion: an edit checked against the version its form read', () => {
  it('saves on top of the version read, and reports nothing overtaken', async () => {
    const { id } = await addItem(tabA, { content: 'Call the plumber', type: 'plan' }, T0);
    const outcome = await editItemFromVersion(
      tabA,
      id,
      { content: 'Call the plumber on Monday' },
      1,
      USER,
      T0 + 1,
    );
    expect(outcome.overtook).toBeNull();
    expect(outcome.item).toMatchObject({ content: 'Call the plumber on Monday', version: 2 });
  });

  it('keeps both texts when another tab saved since the form opened: the later is current', async () => {
    const { id } = await addItem(tabA, { content: 'Call the plumber', type: 'plan' }, T0);
    const base = { content: 'Call the plumber', type: 'plan' } as const;
    // Tab B's form and tab A's form both opened at version 1; B saves first.
    await editItemFromVersion(tabB, id, { content: 'Call the plumber today' }, 1, USER, T0 + 10);
    const draftA = { content: 'Call the electrician instead', type: 'plan' } as const;
    const outcome = await editItemFromVersion(
      tabA,
      id,
      patchFromDraft(base, draftA),
      1,
      USER,
      T0 + 20,
    );

    expect(outcome.item).toMatchObject({ content: 'Call the electrician instead', version: 3 });
    expect(outcome.overtook).toMatchObject({ content: 'Call the plumber today', version: 2 });
    const history = await itemHistory(tabB, id);
    expect(history.versions.map((version) => [version.version, version.content])).toEqual([
      [2, 'Call the plumber today'],
      [1, 'Call the plumber'],
    ]);
    expect((await tabB.items.get(id))?.content).toBe('Call the electrician instead');
  });

  it('leaves alone a field the person did not touch, which the other tab changed', async () => {
    const { id } = await addItem(tabA, { content: 'Move to Lisbon', type: 'idea' }, T0);
    const base = { content: 'Move to Lisbon', type: 'idea' } as const;
    await editItemFromVersion(tabB, id, { type: 'decision' }, 1, USER, T0 + 10);
    const patch = patchFromDraft(base, { content: 'Move to Lisbon in May', type: 'idea' });
    const outcome = await editItemFromVersion(tabA, id, patch, 1, USER, T0 + 20);

    expect(patch).toEqual({ content: 'Move to Lisbon in May' });
    expect(outcome.item).toMatchObject({ content: 'Move to Lisbon in May', type: 'decision' });
    expect(outcome.overtook).toMatchObject({ content: 'Move to Lisbon', type: 'decision' });
  });

  it('runs two saves started at once one after the other: neither text is lost', async () => {
    const { id } = await addItem(tabA, { content: 'Draft the talk', type: 'plan' }, T0);
    const [first, second] = await Promise.all([
      editItemFromVersion(tabA, id, { content: 'Draft the talk (A)' }, 1, USER, T0 + 10),
      editItemFromVersion(tabB, id, { content: 'Draft the talk (B)' }, 1, USER, T0 + 10),
    ]);
    const outcomes = [first, second].sort((a, b) => a.item.version - b.item.version);
    expect(outcomes.map((outcome) => outcome.item.version)).toEqual([2, 3]);
    expect(outcomes[0]?.overtook).toBeNull();
    expect(outcomes[1]?.overtook?.content).toBe(outcomes[0]?.item.content);
    const texts = (await itemHistory(tabA, id)).versions.map((version) => version.content);
    const current = (await tabA.items.get(id))?.content;
    expect([current, ...texts].sort()).toEqual([
      'Draft the talk',
      'Draft the talk (A)',
      'Draft the talk (B)',
    ]);
  });
});
