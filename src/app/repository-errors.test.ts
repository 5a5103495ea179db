// describeError (components) against the errors the repositories (db) really throw: Dexie
// may rewrap an error thrown inside a transaction, and the sentence must survive that.
// It lives in app/ because only the composition root may import both layers.
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeError } from '../components/describe-error';
import { getDb } from '../db/database';
import { addItem, archive, changeStatus, deleteForever, editItemContent } from '../db/items-repo';
import { addJournalEntry, makeItemFromEntry } from '../db/journal-repo';
import { T0 } from '../test/factories';
import { resetApp } from '../test/render';

const user = { kind: 'user' } as const;
let t: TFunction;

beforeAll(async () => {
  await resetApp();
  t = i18next.getFixedT('en', 'common');
});

/** What the promise was rejected with (it must be rejected). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to be rejected');
}

describe('describeError on repository errors', () => {
  it('describes refusals thrown inside a transaction', async () => {
    const db = getDb();
    const item = await addItem(db, { content: 'Book the flights', type: 'plan' }, T0);
    await changeStatus(db, item.id, 'referenced', user, T0);

    const backwards = await rejectionOf(changeStatus(db, item.id, 'open', user, T0));
    expect(describeError(backwards, t)).toBe('An item cannot move from Referenced to Open.');
    const same = await rejectionOf(changeStatus(db, item.id, 'referenced', user, T0));
    expect(describeError(same, t)).toBe('The item is already Referenced.');
    const unchanged = await rejectionOf(
      editItemContent(db, item.id, { content: 'Book the flights' }, user, T0),
    );
    expect(describeError(unchanged, t)).toBe('Nothing was changed.');
    const notArchived = await rejectionOf(deleteForever(db, item.id));
    expect(describeError(notArchived, t)).toBe('Only an archived item can be deleted forever.');
    await archive(db, item.id, T0);
    const archived = await rejectionOf(changeStatus(db, item.id, 'closed', user, T0));
    expect(describeError(archived, t)).toBe('This item is archived: restore it first.');
  });

  it('describes a record that does not exist', async () => {
    const db = getDb();
    const missingItem = await rejectionOf(changeStatus(db, 'no-such-id', 'closed', user, T0));
    expect(describeError(missingItem, t)).toBe(
      'That record no longer exists: it may have been deleted.',
    );
    const missingEntry = await rejectionOf(makeItemFromEntry(db, 'no-such-entry', 'x', 'idea', T0));
    expect(describeError(missingEntry, t)).toBe(
      'That record no longer exists: it may have been deleted.',
    );
  });

  it('describes a rejected journal entry', async () => {
    const empty = await rejectionOf(addJournalEntry(getDb(), '  \n ', T0));
    expect(describeError(empty, t)).toBe('Write something first.');
  });
});
