import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

import { ForethoughtDb } from '../src/db/database';
import { newRoomId } from '../src/domain/sync/pairing';
import { ENVELOPE_KINDS } from '../src/domain/sync/sealed-update';
import { holdCompaction, MIN_ENVELOPES_REPLACED } from '../src/sync/compaction';
import { finishedLandings, takeLandingStages } from '../src/sync/landing-stages';
import { startSyncSession, type SyncSession, type SyncStatus } from '../src/sync/sync-session';
import type { BenchParams, SyncJoined, SyncRoomHeld } from './bench-api';
import { timeMs } from './repeat';
import { seedItems } from './seed-data';

const PASSPHRASE = 'a passphrase for the bench';

function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 300_000) {
  const started = performance.now();
  return new Promise<void>((resolve, reject) => {
    const poll = async () => {
      try {
        if (await check()) resolve();
        else if (performance.now() - started > timeoutMs) reject(new Error(`Timed out: ${what}`));
        else setTimeout(() => void poll(), 20);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
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

/** The writer's items have reached the room: an update among its key check and notices. */
const holdsUpdate = (sealed: readonly Uint8Array[]) =>
  sealed.some((envelope) => envelope[1] === ENVELOPE_KINDS.update);

/** A snapshot, and fewer envelopes than a compaction replaces (the changes made after it). */
const isCompacted = (sealed: readonly Uint8Array[]) =>
  sealed.some((envelope) => envelope[1] === ENVELOPE_KINDS.snapshot) &&
  sealed.length < MIN_ENVELOPES_REPLACED;

/**
 * Waits until the server holds what the first device sent: a bare client of the room (it
 * decrypts nothing; an envelope's kind is in its clear header) sees the sealed list stop
 * changing, in the state `isReady` asks for. Returns the envelopes and their bytes.
 */
async function serverHoldsRoom(
  server: string,
  room: string,
  isReady: (sealed: readonly Uint8Array[]) => boolean,
) {
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
    return provider.synced && isReady(sealed.toArray()) && performance.now() - stableSince > 1_500;
  }, 'the first device to reach the server');
  const bytes = sealed.toArray().reduce((sum, envelope) => sum + envelope.length, 0);
  provider.destroy();
  return { envelopes: sealed.length, bytes };
}

/**
 * A new device joins `room` and takes until its database holds `items` items. Everything a
 * real join does is inside: key derivation, reading and decrypting the room, the mirror into
 * Dexie, the device's own copy in y-indexeddb.
 */
export async function syncJoin(params: BenchParams<'sync-join'>): Promise<SyncJoined> {
  const joining = { device: null as Device | null };
  takeLandingStages();
  // Read before the device starts: its first landing may finish before startDevice returns.
  let landingsSeen = finishedLandings();
  const started = performance.now();
  const ms = await timeMs(async () => {
    const device = await startDevice(params.server, params.room, 'joined');
    joining.device = device;
    // The database is counted only after a landing pass finished: counting its rows every
    // poll would slow the writes being timed (landing-stages.ts).
    await waitFor(async () => {
      // A failed landing never finishes: say so now, not after the timeout.
      if (device.status()?.hasMirrorFailed) throw new Error('The joining device failed to land.');
      if (finishedLandings() === landingsSeen) return false;
      landingsSeen = finishedLandings();
      return (await device.db.items.count()) === params.items;
    }, 'the catch-up');
  });
  const { reached } = joining.device ?? { reached: new Map<string, number>() };
  const at = (state: string) => ((reached.get(state) ?? Number.NaN) - started).toFixed(0);
  const stages = takeLandingStages().map(([stage, spent]) => `${stage} ${spent.toFixed(0)}`);
  if (joining.device) await removeDevice(joining.device, 'joined');
  return {
    ms,
    note: `connected at ${at('connected')} ms, room read at ${at('syncing')} ms, all in the database at ${ms.toFixed(0)} ms (landing, ms: ${stages.join(', ')})`,
  };
}

/** The device that filled the room, between the runner's calls. */
const writer = { device: null as Device | null, room: '' };

/**
 * The writing device's steps (bench-api.ts, `sync-writer`). Written one change per item,
 * compaction is held off while the items are written, so that the room can be measured as it
 * would be without it; `compact` then lets the device's next change compact it.
 */
export async function syncWriter(params: BenchParams<'sync-writer'>): Promise<SyncRoomHeld> {
  if (params.action === 'stop') {
    holdCompaction(false);
    if (writer.device) await removeDevice(writer.device, 'first');
    writer.device = null;
    return { room: writer.room, envelopes: 0, bytes: 0 };
  }
  if (params.action === 'compact') {
    const device = writer.device;
    if (device === null) throw new Error('No room was filled.');
    holdCompaction(false);
    // The device's next change finds the room due for compaction.
    const [extra] = seedItems(1, Date.now());
    if (extra) await device.db.items.add(extra);
    return {
      room: writer.room,
      ...(await serverHoldsRoom(params.server, writer.room, isCompacted)),
    };
  }
  const room = newRoomId();
  const device = await startDevice(params.server, room, 'first');
  writer.device = device;
  writer.room = room;
  const items = seedItems(params.items, Date.now());
  await waitFor(() => device.status()?.room === 'syncing', 'the first device to start');
  if (params.isOneByOne) {
    holdCompaction(true);
    for (const item of items) await device.db.items.add(item);
  } else {
    await device.db.items.bulkAdd(items);
  }
  return { room, ...(await serverHoldsRoom(params.server, room, holdsUpdate)) };
}
