import { Dexie, type IndexableType } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import type { EmbeddingChunk } from '../domain/embedding';
import type { Episode, Source } from '../domain/source';
import {
  T0,
  makeEpisode,
  makeItem,
  makeItemVersion,
  makeJournalSource,
  makeTransition,
} from '../test/factories';
import { ForethoughtDb } from './database';
import { SCHEMA_VERSIONS, SETTINGS_KEY, type TableName, type TableRows } from './schema';

/**
 * Rows as version 1 wrote them. Later versions may add fields in an upgrade, so rows are
 * checked with `toMatchObject`: every v1 field must survive every later upgrade unchanged.
 */
/** The tables version 1 had; later ones start empty. */
type V1TableName = Exclude<TableName, 'suggestions' | 'dismissals' | 'memories'>;

function v1Rows(): { [Name in V1TableName]: TableRows[Name][] } {
  const journal = makeJournalSource({ id: 'src-journal' });
  const conversation: Source = {
    id: 'src-chat',
    kind: 'conversation',
    title: 'Planning with Sam',
    format: 'chatgpt',
    me: 'user',
    turns: [
      { index: 0, speaker: 'user', text: 'Let us go to Lisbon in May.', at: T0 },
      { index: 1, speaker: 'assistant', text: 'Good plan.', at: null },
    ],
    createdAt: T0 + 1,
  };
  const chatTurn: Episode = makeEpisode('src-chat', {
    id: 'ep-chat-0',
    kind: 'chat-turn',
    text: 'Let us go to Lisbon in May.',
    turnIndex: 0,
    speaker: 'user',
  });
  return {
    items: [
      makeItem({ id: 'item-open', status: 'open', sourceId: 'src-journal' }),
      makeItem({ id: 'item-ref', status: 'referenced', type: 'decision', version: 2 }),
      makeItem({ id: 'item-closed', status: 'closed', type: 'question', dueAt: T0 + 9 }),
      makeItem({
        id: 'item-stale',
        status: 'stale',
        archivedAt: T0 + 5,
        sourceId: 'src-chat',
        turnIndex: 0,
      }),
    ],
    itemVersions: [makeItemVersion('item-ref', { id: 'ver-1', version: 1 })],
    transitions: [
      makeTransition('item-ref', { id: 'tr-1', at: T0 + 2 }),
      makeTransition('item-stale', {
        id: 'tr-2',
        from: 'open',
        to: 'stale',
        at: T0 + 3,
        cause: { kind: 'rule', rule: 'not-mentioned-for-30-days' },
      }),
      makeTransition('item-stale', {
        id: 'tr-3',
        action: 'archive',
        from: 'stale',
        to: 'stale',
        at: T0 + 5,
      }),
    ],
    sources: [journal, conversation],
    episodes: [makeEpisode('src-journal', { id: 'ep-journal' }), chatTurn],
    embeddings: [
      {
        modelId: 'builtin-v1',
        chunkIndex: 0,
        dims: 3,
        itemIds: ['item-open', 'item-ref'],
        itemVersions: [1, 2],
        vectors: new Float32Array([0.5, -0.25, 1e-7, 3.4028234663852886e38, -0, 0.1]),
        updatedAt: T0,
      } satisfies EmbeddingChunk,
    ],
    settings: [
      { key: SETTINGS_KEY, value: { staleDays: 21, language: 'en', hasAskedPersistence: true } },
    ],
  };
}

/** Each table's primary key; a table added later must be listed here to compile. */
const KEY_OF: { [Name in TableName]: (row: TableRows[Name]) => IndexableType } = {
  items: (row) => row.id,
  itemVersions: (row) => row.id,
  transitions: (row) => row.id,
  sources: (row) => row.id,
  episodes: (row) => row.id,
  embeddings: (row) => [row.modelId, row.chunkIndex],
  settings: (row) => row.key,
  suggestions: (row) => row.id,
  dismissals: (row) => row.id,
  memories: (row) => row.id,
};

/**
 * fake-indexeddb clones with Node's structuredClone, so a stored Float32Array comes back
 * from Node's realm, not jsdom's: compare the kind and the values instead of the class.
 */
function withPlainVectors(row: unknown): unknown {
  if (typeof row !== 'object' || row === null || !('vectors' in row)) return row;
  const { vectors } = row;
  return {
    ...row,
    vectors: {
      kind: Object.prototype.toString.call(vectors),
      values: ArrayBuffer.isView(vectors) ? Array.from(vectors as Float32Array) : vectors,
    },
  };
}

let opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened) db.close();
  await Promise.all(opened.map((db) => Dexie.delete(db.name)));
  opened = [];
});

/** Creates a version 1 database holding `v1Rows()` and opens it with the newest schema. */
async function upgradedFromVersion1(): Promise<ForethoughtDb> {
  const name = `upgrade-${crypto.randomUUID()}`;
  await seedVersion1(name);
  const db = new ForethoughtDb(name);
  opened.push(db);
  await db.open();
  return db;
}

async function seedVersion1(name: string): Promise<void> {
  const first = SCHEMA_VERSIONS[0];
  if (!first) throw new Error('no schema versions');
  expect(first.version).toBe(1);
  const old = new Dexie(name);
  opened.push(old);
  old.version(first.version).stores(first.stores);
  await old.open();
  const rows = v1Rows();
  await old.transaction('rw', Object.keys(first.stores), async () => {
    for (const table of Object.keys(rows) as V1TableName[]) {
      await old.table(table).bulkAdd(rows[table]);
    }
  });
  old.close();
}

describe('opening a version 1 database with the newest schema', () => {
  it('reads every seeded row back unchanged', async () => {
    const db = await upgradedFromVersion1();
    const newest = Math.max(...SCHEMA_VERSIONS.map((entry) => entry.version));
    expect(db.verno).toBe(newest);

    const rows = v1Rows();
    for (const table of Object.keys(rows) as V1TableName[]) {
      expect(await db.table(table).count(), table).toBe(rows[table].length);
      const keyOf = KEY_OF[table] as (row: unknown) => IndexableType;
      for (const row of rows[table] as unknown[]) {
        const found: unknown = await db.table(table).get(keyOf(row));
        expect(withPlainVectors(found), `${table} ${JSON.stringify(keyOf(row))}`).toMatchObject(
          withPlainVectors(row) as object,
        );
      }
    }
  });

  it('keeps the vectors as a Float32Array with the same values', async () => {
    const db = await upgradedFromVersion1();
    const chunk = await db.embeddings.get(['builtin-v1', 0]);
    expect(Object.prototype.toString.call(chunk?.vectors)).toBe('[object Float32Array]');
    const seeded = v1Rows().embeddings[0]?.vectors;
    expect(Array.from(chunk?.vectors ?? [])).toEqual(Array.from(seeded ?? []));
    // Float32 rounding is kept, not re-widened: 1e-7 reads back as its float32 neighbour.
    expect(chunk?.vectors[2]).toBe(Math.fround(1e-7));
    expect(Object.is(chunk?.vectors[4], -0)).toBe(true);
    expect(chunk?.itemIds).toEqual(['item-open', 'item-ref']);
  });

  it('answers queries on every index', async () => {
    const db = await upgradedFromVersion1();

    const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    expect(ids(await db.items.where('status').equals('open').toArray())).toEqual(['item-open']);
    expect(ids(await db.items.where('sourceId').equals('src-chat').toArray())).toEqual([
      'item-stale',
    ]);
    // Version 6 dropped the `type` and `saidAt` indexes: no query reads them.
    await expect(db.items.where('saidAt').equals(T0).count()).rejects.toThrow();
    expect(
      await db.items
        .where('updatedAt')
        .below(T0 + 1)
        .count(),
    ).toBe(4);
    expect(
      ids(await db.itemVersions.where('[itemId+version]').equals(['item-ref', 1]).toArray()),
    ).toEqual(['ver-1']);
    expect(ids(await db.transitions.where('itemId').equals('item-stale').sortBy('at'))).toEqual([
      'tr-2',
      'tr-3',
    ]);
    expect(
      await db.transitions
        .where('at')
        .above(T0 + 2)
        .count(),
    ).toBe(2);
    expect(ids(await db.sources.where('kind').equals('conversation').toArray())).toEqual([
      'src-chat',
    ]);
    expect(ids(await db.sources.orderBy('createdAt').reverse().limit(1).toArray())).toEqual([
      'src-chat',
    ]);
    expect(ids(await db.episodes.where('sourceId').equals('src-chat').toArray())).toEqual([
      'ep-chat-0',
    ]);
    expect(await db.episodes.where('at').equals(T0).count()).toBe(2);
    expect(await db.embeddings.where('modelId').equals('builtin-v1').count()).toBe(1);
    expect((await db.settings.get(SETTINGS_KEY))?.value).toEqual({
      staleDays: 21,
      language: 'en',
      hasAskedPersistence: true,
    });
  });
});

/** Rows of the tables added after version 1, each seeded by the first version that has it. */
const LATER_ROWS = {
  suggestions: [
    {
      id: 'sugg-1',
      kind: 'close',
      createdAt: T0,
      episodeId: 'ep-journal',
      itemId: 'item-open',
      itemText: 'Call the plumber about the leak',
      outcome: 'done',
      sentence: 'Plumber came.',
    },
  ],
  dismissals: [{ id: 'dis-1', itemId: 'item-open', draft: 'the leak', at: T0 }],
} satisfies Partial<{ [Name in TableName]: TableRows[Name][] }>;

describe.each(SCHEMA_VERSIONS.slice(0, -1).map((entry) => entry.version))(
  'opening a version %i database with the newest schema',
  (version) => {
    it('keeps every row of every table that version had, and opens the new tables empty', async () => {
      const entry = SCHEMA_VERSIONS.find((candidate) => candidate.version === version);
      if (!entry) throw new Error(`no version ${version}`);
      const name = `upgrade-v${version}-${crypto.randomUUID()}`;
      const old = new Dexie(name);
      opened.push(old);
      old.version(version).stores(entry.stores);
      await old.open();
      const rows: Partial<Record<TableName, unknown[]>> = { ...v1Rows(), ...LATER_ROWS };
      const seeded = (Object.keys(entry.stores) as TableName[]).filter((table) => rows[table]);
      await old.transaction('rw', seeded, async () => {
        for (const table of seeded) await old.table(table).bulkAdd(rows[table] ?? []);
      });
      old.close();

      const db = new ForethoughtDb(name);
      opened.push(db);
      await db.open();
      for (const table of seeded) {
        expect(await db.table(table).count(), table).toBe(rows[table]?.length);
      }
      expect(await db.memories.where('status').equals('active').count()).toBe(0);
      if (seeded.includes('dismissals')) {
        expect(await db.dismissals.where('itemId').equals('item-open').count()).toBe(1);
      }
    });
  },
);
