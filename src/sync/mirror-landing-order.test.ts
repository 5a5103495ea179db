import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';

import type { ForethoughtDb } from '../db/database';
import { checkIntegrity } from '../db/integrity';
import { addJournalEntry } from '../db/journal-repo';
import { addItem, archive, changeStatus, editItemContent } from '../db/items-repo';
import { T0 } from '../test/factories';
import {
  linkDocs,
  mirrorDevice,
  removeMirrorDevices,
  restartMirror,
  settleMirrors,
} from './mirror-test-devices';

afterEach(removeMirrorDevices);

const user = { kind: 'user' } as const;

/**
 * Makes the `crashAt`-th transaction of `db` fail, as if the browser were killed before it:
 * what the earlier ones wrote stays, nothing after is written. `disarm` says whether it did.
 */
function crashAt(db: ForethoughtDb, crashAt: number): { disarm: () => boolean } {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => unknown;
  let count = 0;
  Object.assign(db, {
    transaction: (...args: unknown[]) => {
      count += 1;
      if (count === crashAt) throw new Error('the browser was closed');
      return transaction(...args);
    },
  });
  return {
    disarm: () => {
      Reflect.deleteProperty(db, 'transaction');
      return count >= crashAt;
    },
  };
}

/** A laptop's profile: entries, items filed from them, edits, and status changes. */
async function laptopDocument(): Promise<Y.Doc> {
  const laptop = mirrorDevice();
  for (const [index, text] of ['Book the Lisbon flights', 'Call the bank'].entries()) {
    const entry = await addJournalEntry(laptop.db, text, T0 + index);
    const item = await addItem(laptop.db, { content: text, type: 'plan', sourceId: entry.id }, T0);
    await editItemContent(
      laptop.db,
      item.id,
      { content: `${text} soon` },
      { kind: 'user' },
      T0 + 5,
    );
    const [episode] = await laptop.db.episodes.where('sourceId').equals(entry.id).toArray();
    const cause = { kind: 'message', episodeId: episode?.id ?? '' } as const;
    await changeStatus(laptop.db, item.id, 'closed', cause, T0 + 6);
  }
  const loose = await addItem(laptop.db, { content: 'Water the plants', type: 'plan' }, T0);
  await archive(laptop.db, loose.id, T0 + 7);
  await settleMirrors();
  return laptop.doc;
}

describe('a catch-up cut short', () => {
  it('leaves no row pointing at one not yet written, at any transaction, and ends at the next start', async () => {
    const room = Y.encodeStateAsUpdate(await laptopDocument());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isCutShort = true;
    for (let cut = 1; isCutShort; cut += 1) {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, room);
      const failures: unknown[] = [];
      const phone = mirrorDevice(
        { rowsPerTransaction: 1, onError: (error) => failures.push(error) },
        doc,
      );
      const crash = crashAt(phone.db, cut);
      await settleMirrors();
      isCutShort = crash.disarm();
      expect(failures).toHaveLength(isCutShort ? 1 : 0);
      const report = await checkIntegrity(phone.db);
      expect(report.orphans, `cut before transaction ${cut}`).toEqual(
        Object.fromEntries(Object.keys(report.orphans).map((kind) => [kind, 0])),
      );

      // The next start stores what the cut one had not.
      restartMirror(phone);
      await settleMirrors();
      expect((await checkIntegrity(phone.db)).counts).toMatchObject({
        sources: 2,
        episodes: 2,
        items: 3,
        itemVersions: 2,
        transitions: 3,
      });
    }
  });

  it('takes an edit made elsewhere meanwhile for what it is: no text of it lost to sync', async () => {
    const laptop = mirrorDevice();
    const phone = mirrorDevice();
    const connection = linkDocs(laptop.doc, phone.doc);
    const item = await addItem(laptop.db, { content: 'Call the bank', type: 'plan' }, T0);
    await settleMirrors();

    // The phone is away while the laptop edits: its text is in the history that comes back.
    connection.offline();
    await editItemContent(laptop.db, item.id, { content: 'Call the bank on Monday' }, user, T0 + 1);
    await settleMirrors();
    connection.online();
    await settleMirrors();

    expect((await phone.db.items.get(item.id))?.content).toBe('Call the bank on Monday');
    const versions = await phone.db.itemVersions.where('itemId').equals(item.id).toArray();
    expect(versions.map((version) => [version.content, version.cause.kind])).toEqual([
      ['Call the bank', 'user'],
    ]);
  });
});
