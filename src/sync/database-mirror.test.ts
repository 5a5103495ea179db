import { afterEach, describe, expect, it } from 'vitest';

import { appendChatTurn } from '../db/chat-repo';
import { addJournalEntry, correctJournalEntry } from '../db/journal-repo';
import { addOwnMemory, editMemoryText } from '../db/memories-repo';
import { addItem, archive, editItemContent } from '../db/items-repo';
import { T0 } from '../test/factories';
import { SYNC_RULE } from './database-mirror';
import {
  linkDocs,
  mirrorDevice as device,
  removeMirrorDevices,
  settleMirrors,
  type MirrorDevice,
} from './mirror-test-devices';

afterEach(removeMirrorDevices);

/** Links two devices; while offline their updates wait, then cross. */
const link = (a: MirrorDevice, b: MirrorDevice) => linkDocs(a.doc, b.doc);

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
    await settleMirrors();

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
    await settleMirrors();

    connection.offline();
    await editItemContent(laptop.db, item.id, { content: 'Call the bank on Monday' }, user, T0 + 1);
    await editItemContent(
      phone.db,
      item.id,
      { content: 'Call the bank about the mortgage' },
      user,
      T0 + 2,
    );
    await settleMirrors();
    connection.online();
    await settleMirrors();

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
    await settleMirrors();
    connection.offline();
    await archive(laptop.db, item.id, T0 + 1);
    await editItemContent(phone.db, item.id, { type: 'plan' }, user, T0 + 2);
    await settleMirrors();
    connection.online();
    await settleMirrors();

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
    await settleMirrors();
    connection.online();
    await settleMirrors();
    for (const { db } of [laptop, phone]) {
      const texts = (await db.episodes.toArray()).map((episode) => episode.text).sort();
      expect(texts).toEqual(['Written on the laptop', 'Written on the phone']);
    }
  });

  it('brings a device that joins later up to date with what was there before', async () => {
    const laptop = device();
    await addItem(laptop.db, { content: 'Before the phone', type: 'plan' }, T0);
    await settleMirrors();
    const phone = device();
    await addItem(phone.db, { content: 'Only on the phone', type: 'idea' }, T0);
    await settleMirrors();
    link(laptop, phone);
    await settleMirrors();
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
    await settleMirrors();

    connection.offline();
    await correctJournalEntry(laptop.db, entry.id, 'Went to the market on Sunday', T0 + 1);
    await correctJournalEntry(phone.db, entry.id, 'Went to the farmers market', T0 + 2);
    await appendChatTurn(laptop.db, first.sourceId, 'Plan the trip to Porto', T0 + 3);
    await appendChatTurn(phone.db, first.sourceId, 'Buy oat milk', T0 + 4);
    await settleMirrors();
    connection.online();
    await settleMirrors();

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
    await settleMirrors();
    expect(await phone.db.memories.get(fact.id)).toMatchObject({ content: 'We use PostgreSQL' });

    connection.offline();
    await editMemoryText(laptop.db, fact.id, 'We use PostgreSQL 16', T0 + 1);
    await editMemoryText(phone.db, fact.id, 'We use PostgreSQL on RDS', T0 + 2);
    await settleMirrors();
    connection.online();
    await settleMirrors();

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
