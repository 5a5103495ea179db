import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';

import type { ForethoughtDb } from '../db/database';
import { appendChatTurn } from '../db/chat-repo';
import { addJournalEntry, correctJournalEntry } from '../db/journal-repo';
import { addOwnMemory, editMemoryText } from '../db/memories-repo';
import { addItem, archive, editItemContent } from '../db/items-repo';
import { T0 } from '../test/factories';
import { deleteTestDb, openTestDb } from '../test/test-db';
import { startDatabaseMirror, SYNC_RULE, type DatabaseMirror } from './database-mirror';

/**
 * Two devices, each a database mirrored into its own document; the documents exchange
 * updates directly (what the encrypted room does through the server), or hold them back
 * while "offline".
 */
type Device = { db: ForethoughtDb; doc: Y.Doc; mirror: DatabaseMirror };

const devices: Device[] = [];

function device(): Device {
  const db = openTestDb();
  const doc = new Y.Doc();
  const made = { db, doc, mirror: startDatabaseMirror(db, doc) };
  devices.push(made);
  return made;
}

afterEach(async () => {
  for (const { db, mirror } of devices.splice(0)) {
    mirror.stop();
    await deleteTestDb(db);
  }
});

/** Links two devices; while `online()` is false their updates wait, then cross. */
function link(a: Device, b: Device) {
  let isOnline = true;
  const waiting: [Y.Doc, Uint8Array][] = [];
  const forward = (to: Y.Doc) => (update: Uint8Array, origin: unknown) => {
    if (origin === 'link') return;
    if (isOnline) Y.applyUpdate(to, update, 'link');
    else waiting.push([to, update]);
  };
  a.doc.on('update', forward(b.doc));
  b.doc.on('update', forward(a.doc));
  // What each held before the link.
  Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc), 'link');
  Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc), 'link');
  return {
    offline: () => {
      isOnline = false;
    },
    online: () => {
      isOnline = true;
      for (const [to, update] of waiting.splice(0)) Y.applyUpdate(to, update, 'link');
    },
  };
}

/** Waits until both mirrors have nothing left to copy (changes can bounce once). */
async function settle(...all: Device[]) {
  for (let round = 0; round < 4; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all(all.map((each) => each.mirror.settled()));
  }
}

const user = { kind: 'user' } as const;

describe('the database mirror', () => {
  it('brings an item, its entry and its history to the other device', async () => {
    const laptop = device();
    const phone = device();
    link(laptop, phone);
    const entry = await addJournalEntry(laptop.db, 'Book the Lisbon flights', T0);
    const item = await addItem(
      laptop.db,
      { content: 'Book the Lisbon flights', type: 'plan', sourceId: entry.id, saidAt: T0 },
      T0,
    );
    await editItemContent(
      laptop.db,
      item.id,
      { content: 'Book the flights to Lisbon' },
      user,
      T0 + 1,
    );
    await settle(laptop, phone);

    expect(await phone.db.items.get(item.id)).toMatchObject({
      content: 'Book the flights to Lisbon',
    });
    expect(await phone.db.sources.get(entry.id)).toMatchObject({ text: 'Book the Lisbon flights' });
    expect(await phone.db.episodes.count()).toBe(1);
    const versions = await phone.db.itemVersions.where('itemId').equals(item.id).toArray();
    expect(versions.map((v) => v.content)).toEqual(['Book the Lisbon flights']);
  });

  it('keeps both texts of an item edited on both devices offline, one as a "sync" version', async () => {
    const laptop = device();
    const phone = device();
    const connection = link(laptop, phone);
    const item = await addItem(laptop.db, { content: 'Call the bank', type: 'plan' }, T0);
    await settle(laptop, phone);

    connection.offline();
    await editItemContent(laptop.db, item.id, { content: 'Call the bank on Monday' }, user, T0 + 1);
    await editItemContent(
      phone.db,
      item.id,
      { content: 'Call the bank about the mortgage' },
      user,
      T0 + 2,
    );
    await settle(laptop, phone);
    connection.online();
    await settle(laptop, phone);

    const [onLaptop, onPhone] = await Promise.all([
      laptop.db.items.get(item.id),
      phone.db.items.get(item.id),
    ]);
    expect(onLaptop?.content).toBe(onPhone?.content);
    for (const { db } of [laptop, phone]) {
      const texts = [
        (await db.items.get(item.id))?.content,
        ...(await db.itemVersions.where('itemId').equals(item.id).toArray()).map((v) => v.content),
      ];
      expect(texts).toEqual(
        expect.arrayContaining([
          'Call the bank on Monday',
          'Call the bank about the mortgage',
          'Call the bank',
        ]),
      );
      const kept = await db.itemVersions.where('itemId').equals(item.id).toArray();
      expect(
        kept.filter((v) => v.cause.kind === 'rule' && v.cause.rule === SYNC_RULE),
      ).toHaveLength(1);
    }
  });

  it('lets an archive on one device and an edit on the other both stand', async () => {
    const laptop = device();
    const phone = device();
    const connection = link(laptop, phone);
    const item = await addItem(laptop.db, { content: 'Old idea', type: 'idea' }, T0);
    await settle(laptop, phone);
    connection.offline();
    await archive(laptop.db, item.id, T0 + 1);
    await editItemContent(phone.db, item.id, { type: 'plan' }, user, T0 + 2);
    await settle(laptop, phone);
    connection.online();
    await settle(laptop, phone);

    for (const { db } of [laptop, phone]) {
      const merged = await db.items.get(item.id);
      expect(merged?.archivedAt).toBe(T0 + 1);
      expect(merged?.type).toBe('plan');
      expect(await db.transitions.where('itemId').equals(item.id).count()).toBe(1);
    }
  });

  it('keeps what each device wrote offline: entries and their episodes from both', async () => {
    const laptop = device();
    const phone = device();
    const connection = link(laptop, phone);
    connection.offline();
    await addJournalEntry(laptop.db, 'Written on the laptop', T0);
    await addJournalEntry(phone.db, 'Written on the phone', T0 + 1);
    await settle(laptop, phone);
    connection.online();
    await settle(laptop, phone);
    for (const { db } of [laptop, phone]) {
      const texts = (await db.episodes.toArray()).map((episode) => episode.text).sort();
      expect(texts).toEqual(['Written on the laptop', 'Written on the phone']);
    }
  });

  it('brings a device that joins later up to date with what was there before', async () => {
    const laptop = device();
    await addItem(laptop.db, { content: 'Before the phone', type: 'plan' }, T0);
    await settle(laptop);
    const phone = device();
    await addItem(phone.db, { content: 'Only on the phone', type: 'idea' }, T0);
    await settle(phone);
    link(laptop, phone);
    await settle(laptop, phone);
    for (const { db } of [laptop, phone]) {
      const contents = (await db.items.toArray()).map((item) => item.content).sort();
      expect(contents).toEqual(['Before the phone', 'Only on the phone']);
    }
  });

  it('keeps an entry corrected on both devices and a chat continued on both, whole', async () => {
    const laptop = device();
    const phone = device();
    const connection = link(laptop, phone);
    const entry = await addJournalEntry(laptop.db, 'Went to the market', T0);
    const first = await appendChatTurn(laptop.db, null, 'Hello there', T0);
    await settle(laptop, phone);

    connection.offline();
    await correctJournalEntry(laptop.db, entry.id, 'Went to the market on Sunday', T0 + 1);
    await correctJournalEntry(phone.db, entry.id, 'Went to the farmers market', T0 + 2);
    await appendChatTurn(laptop.db, first.sourceId, 'Plan the trip to Porto', T0 + 3);
    await appendChatTurn(phone.db, first.sourceId, 'Buy oat milk', T0 + 4);
    await settle(laptop, phone);
    connection.online();
    await settle(laptop, phone);

    const seen = [];
    for (const { db } of [laptop, phone]) {
      const source = await db.sources.get(entry.id);
      const texts =
        source?.kind === 'journal'
          ? [source.text, ...(source.revisions ?? []).map((r) => r.text)]
          : [];
      expect(texts).toEqual(
        expect.arrayContaining([
          'Went to the market',
          'Went to the market on Sunday',
          'Went to the farmers market',
        ]),
      );
      const session = await db.sources.get(first.sourceId);
      const turns = session?.kind === 'conversation' ? session.turns.map((t) => t.text) : [];
      expect([...turns].sort()).toEqual(['Buy oat milk', 'Hello there', 'Plan the trip to Porto']);
      seen.push({ source, session });
    }
    expect(seen[0]).toEqual(seen[1]);
  });

  it('brings a fact to the other device, and keeps both texts of a fact edited on both', async () => {
    const laptop = device();
    const phone = device();
    const connection = link(laptop, phone);
    const fact = await addOwnMemory(laptop.db, 'fact', 'We use PostgreSQL', T0);
    await settle(laptop, phone);
    expect(await phone.db.memories.get(fact.id)).toMatchObject({ content: 'We use PostgreSQL' });

    connection.offline();
    await editMemoryText(laptop.db, fact.id, 'We use PostgreSQL 16', T0 + 1);
    await editMemoryText(phone.db, fact.id, 'We use PostgreSQL on RDS', T0 + 2);
    await settle(laptop, phone);
    connection.online();
    await settle(laptop, phone);

    const rows = await Promise.all([laptop.db, phone.db].map((db) => db.memories.get(fact.id)));
    expect(rows[0]).toEqual(rows[1]);
    const texts = [rows[0]?.content, ...(rows[0]?.revisions ?? []).map((r) => r.content)];
    expect(texts).toEqual(
      expect.arrayContaining([
        'We use PostgreSQL',
        'We use PostgreSQL 16',
        'We use PostgreSQL on RDS',
      ]),
    );
  });
});
