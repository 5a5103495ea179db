/**
 * Compaction in real browsers, through a sync server the test starts on loopback: two
 * profiles sync while one writes enough changes for its room to be compacted (its envelopes
 * replaced by one sealed snapshot, and the server's stored bytes merged down); the room is
 * then read on the server, as a new device would read it, to see that the snapshot stands
 * for what went; then a third profile joins with the pairing code and has the whole board,
 * the first item of it read from nothing but the snapshot.
 */
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

import { ENVELOPE_KINDS, isEnvelope, open } from '../src/domain/sync/sealed-update';
import { deriveSyncKey } from '../src/domain/sync/sync-key';
import { startSyncServer, type SyncServer } from '../src/test/sync-server';
import {
  joinSync,
  openDevice,
  startSync as startSyncWith,
  type SyncDevice,
} from './support/sync-devices';

test.describe.configure({ timeout: 240_000 });

const PASSPHRASE = 'a long sync passphrase';
/**
 * More changes than compaction waits for (src/sync/compaction.ts: 50 envelopes), each its
 * own envelope: one item added at a time, as a person adds them.
 */
const ITEMS = 60;
const COMPACTED = /compacted room "[^"]*": (\d+) → (\d+) bytes stored/;

let server: SyncServer;

test.beforeAll(async () => {
  server = await startSyncServer();
});

test.afterAll(async () => {
  await server.stop();
});

type Side = SyncDevice;
const profile = openDevice;
const startSync = (side: Side) => startSyncWith(side, server.url, PASSPHRASE);

/** The room a pairing code names. */
function roomOf(code: string): string {
  const [, , payload] = code.split(':');
  const [, room] = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as string[];
  return room ?? '';
}

/** A room's sealed list as the server holds it now, read by a fresh connection. */
async function entriesOnServer(room: string): Promise<Uint8Array[]> {
  const outer = new Y.Doc();
  const provider = new WebsocketProvider(server.url, room, outer, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  await new Promise<void>((resolve) => provider.once('sync', () => resolve()));
  const entries = outer.getArray<unknown>('sealed').toArray();
  provider.destroy();
  return entries.filter(isEnvelope);
}

const ofKind = (entries: Uint8Array[], kind: keyof typeof ENVELOPE_KINDS) =>
  entries.filter((entry) => entry[1] === ENVELOPE_KINDS[kind]);

/** Whether the opened content of `entry` holds `word` (a Yjs update keeps text as UTF-8). */
async function holds(key: CryptoKey, entry: Uint8Array, word: string): Promise<boolean> {
  const { plaintext } = await open(key, entry);
  return Buffer.from(plaintext).includes(word);
}

test('a room compacted after many changes: a third profile joins from the snapshot and has everything', async ({
  browser,
}) => {
  const laptop = await profile(browser);
  const phone = await profile(browser);
  await laptop.app.addItem('Book the Lisbon flights');
  const code = await startSync(laptop);
  await joinSync(phone, code);
  await phone.app.goTo('Board');
  await expect(phone.app.card('Book the Lisbon flights')).toBeVisible({ timeout: 30_000 });

  const since = server.mark();
  await laptop.app.goTo('Board');
  for (let index = 1; index <= ITEMS; index += 1) {
    await laptop.app.addItem(`Errand number ${index}`);
  }
  const [, before, after] = await server.waitForLog(COMPACTED, since, 60_000);
  expect(Number(after)).toBeLessThan(Number(before));
  await expect(phone.app.card(`Errand number ${ITEMS}`)).toBeVisible({ timeout: 30_000 });

  // On the server, one snapshot now stands for the room: every item was written as its own
  // envelope (at least ITEMS of them), and fewer than that are left; the first item, written
  // before sync was on, is in the snapshot and in no update left.
  const key = await deriveSyncKey(PASSPHRASE, roomOf(code));
  await expect(async () => {
    const entries = await entriesOnServer(roomOf(code));
    const [snapshot, ...more] = ofKind(entries, 'snapshot');
    expect(snapshot).toBeDefined();
    expect(more).toHaveLength(0);
    expect(entries.length).toBeLessThan(ITEMS);
    expect(await holds(key, snapshot ?? new Uint8Array(), 'Lisbon')).toBe(true);
    for (const update of ofKind(entries, 'update')) {
      expect(await holds(key, update, 'Lisbon')).toBe(false);
    }
  }).toPass({ timeout: 30_000 });

  const tablet = await profile(browser);
  await joinSync(tablet, code);
  await tablet.app.goTo('Board');
  await expect(tablet.app.card(`Errand number ${ITEMS}`)).toBeVisible({ timeout: 30_000 });
  // Every item on every device (the column shows a window of its cards; its heading counts all).
  for (const side of [laptop, phone, tablet]) {
    await expect(side.page.getByRole('heading', { name: `Open ${ITEMS + 1}` })).toBeVisible({
      timeout: 30_000,
    });
  }
  // The first item, written long before the snapshot, came with it (the room holds it nowhere
  // else).
  await tablet.page.getByRole('searchbox', { name: 'Filter by text' }).fill('Lisbon');
  await expect(tablet.app.card('Book the Lisbon flights')).toBeVisible();

  // What the server stored holds none of the words written.
  const stored = Buffer.concat(await server.storedBytes()).toString('utf8');
  for (const word of ['Lisbon', 'Errand number']) expect(stored).not.toContain(word);
});
