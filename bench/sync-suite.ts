import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

import { ForethoughtDb } from '../src/db/database';
import { newRoomId } from '../src/domain/sync/pairing';
import { startSyncSession, type SyncSession, type SyncStatus } from '../src/sync/sync-session';
import type { BenchParams, Measured } from './bench-api';
import { repeat, timeMs } from './repeat';
import { seedItems } from './seed-data';

const PASSPHRASE = 'a passphrase for the bench';

function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 300_000) {
  const started = performance.now();
  return new Promise<void>((resolve, reject) => {
    const poll = async () => {
      if (await check()) resolve();
      else if (performance.now() - started > timeoutMs) reject(new Error(`Timed out: ${what}`));
      else setTimeout(() => void poll(), 20);
    };
    void poll();
  });
}

type Device = {
  db: ForethoughtDb;
  session: SyncSession;
  status: () => SyncStatus | null;
  /** When (page clock) the device first reported each room state. */
  reached: Map<string, number>;
};

/** A device of its own in this page: its database and its copies of the sync documents. */
async function startDevice(server: string, room: string, name: string): Promise<Device> {
  const db = new ForethoughtDb(`forethought-bench-sync-${name}`);
  await db.open();
  let status: SyncStatus | null = null;
  const reached = new Map<string, number>();
  const session = await startSyncSession(
    db,
    // The first device turns sync on (it makes the room); the others join it.
    { server, room, passphrase: PASSPHRASE, isPaused: false, createsRoom: name === 'first' },
    (next) => {
      status = next;
      if (!reached.has(next.connection)) reached.set(next.connection, performance.now());
      if (!reached.has(next.room)) reached.set(next.room, performance.now());
    },
    { inner: `forethought-bench-sync-${name}-doc`, outer: `forethought-bench-sync-${name}-room` },
  );
  return { db, session, status: () => status, reached };
}

async function removeDevice(device: Device, name: string) {
  device.session.stop();
  await device.db.delete();
  for (const suffix of ['doc', 'room']) {
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(`forethought-bench-sync-${name}-${suffix}`);
      request.onsuccess = () => resolve();
      request.onerror = () => resolve();
    });
  }
}

/**
 * Waits until the server holds what the first device sent: a bare client of the room (it
 * decrypts nothing) sees the sealed list stop growing. Returns the envelopes and their bytes.
 */
async function serverHoldsRoom(server: string, room: string) {
  const probe = new Y.Doc();
  const provider = new WebsocketProvider(server, room, probe, { disableBc: true });
  const sealed = probe.getArray<Uint8Array>('sealed');
  let last = -1;
  let stableSince = performance.now();
  await waitFor(() => {
    if (sealed.length !== last) {
      last = sealed.length;
      stableSince = performance.now();
    }
    return provider.synced && sealed.length > 1 && performance.now() - stableSince > 1_500;
  }, 'the first device to reach the server');
  const bytes = sealed.toArray().reduce((sum, envelope) => sum + envelope.length, 0);
  provider.destroy();
  return { envelopes: sealed.length, bytes };
}

/**
 * Time to first full sync: a device joins a room whose `items` items another device sent
 * (in one change, or one change per item), until its database holds them all. Everything
 * a real join does is inside: key derivation, reading and decrypting the room, the mirror
 * into Dexie, the device's own copy in y-indexeddb.
 */
export async function syncCatchUp(params: BenchParams<'sync-catch-up'>): Promise<Measured> {
  const notes: string[] = [];
  const samples = await repeat(params, async () => {
    const room = newRoomId();
    const first = await startDevice(params.server, room, 'first');
    const items = seedItems(params.items, Date.now());
    await waitFor(() => first.status()?.room === 'syncing', 'the first device to start');
    if (params.isOneByOne) {
      for (const item of items) await first.db.items.add(item);
    } else {
      await first.db.items.bulkAdd(items);
    }
    const held = await serverHoldsRoom(params.server, room);
    const joining = { device: null as Device | null };
    const started = performance.now();
    const ms = await timeMs(async () => {
      const device = await startDevice(params.server, room, 'joined');
      joining.device = device;
      await waitFor(async () => (await device.db.items.count()) === params.items, 'the catch-up');
    });
    if (notes.length === 0)
      notes.push(
        `${params.items} items in ${held.envelopes - 1} sealed updates, ` +
          `${(held.bytes / 2 ** 20).toFixed(1)} MiB on the server; the server on loopback`,
      );
    const { reached } = joining.device ?? { reached: new Map<string, number>() };
    const at = (state: string) => ((reached.get(state) ?? Number.NaN) - started).toFixed(0);
    notes.push(
      `run ${notes.length}: connected at ${at('connected')} ms, room read at ${at('syncing')} ms, all in the database at ${ms.toFixed(0)} ms`,
    );
    if (joining.device) await removeDevice(joining.device, 'joined');
    await removeDevice(first, 'first');
    return ms;
  });
  return { unit: 'ms', real: samples, naive: null, notes };
}
