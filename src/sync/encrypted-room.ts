import * as Y from 'yjs';
import { timedStage, timedStep } from './landing-stages';

import { seal } from '../domain/sync/sealed-update';
import { CompactionLedger, MAX_SNAPSHOT_BYTES, replaceWithSnapshot } from './compaction';
import {
  decodes,
  KEY_CHECK,
  mergeReadable,
  opensWithKey,
  readEntries,
  type RoomReading,
} from './room-entries';

/**
 * The end-to-end encrypted layer of sync. The server holds one Yjs document per room (the
 * "outer" document) whose only content is a list of sealed envelopes; it merges and relays
 * that list like any Yjs document, and can read none of it. Each device keeps the person's
 * data in an "inner" document: every local update of it is sealed (AES-GCM) and appended to
 * the list, and every envelope another device appended is opened and applied to it.
 *
 * - A wrong key reads nothing and writes nothing: before anything is appended, something in
 *   the room (a key check or an update) must open with it.
 * - Only the device that turned sync on, and so made the room, gives an empty room its key
 *   check. A device that joins never writes into a room that looks empty: the server may not
 *   have loaded it yet, and a mistyped passphrase would then claim the room. It waits, and
 *   tries again when envelopes arrive or at the next connection.
 * - A replayed envelope is harmless (a Yjs update applied twice changes nothing); a damaged,
 *   forged or malformed entry does not open, is skipped and counted, and stops nothing.
 * - Offline edits stay in the outer document and reach the server when the connection
 *   comes back; the server restarting loses nothing it had persisted.
 * - The list does not grow for ever: once enough of it is this device's to replace, the
 *   device seals its whole document as one snapshot in place of it (compaction.ts).
 */
export type RoomState = 'waiting' | 'syncing' | 'empty' | 'wrong-key' | 'failed';

export type RoomStatus = {
  state: RoomState;
  /** Entries that did not open (damaged, forged, malformed or not ours): skipped. */
  unreadable: number;
};

export type RoomOptions = {
  /**
   * This device turned sync on and made the room: the only device that may give an empty
   * room its key check (src/db/sync-config-repo.ts says why the others never do).
   */
  createsRoom?: boolean;
  onStatus?: (status: RoomStatus) => void;
  /** The largest snapshot compaction sends (MAX_SNAPSHOT_BYTES unless a test sets less). */
  maxSnapshotBytes?: number;
};

/** Marks updates applied from the room, so they are not sent back to it. */
const FROM_ROOM = Symbol('from-room');

export class EncryptedRoom {
  private readonly sealed: Y.Array<unknown>;
  private readonly createsRoom: boolean;
  private readonly onStatus: (status: RoomStatus) => void;
  private readonly maxSnapshotBytes: number;
  private status: RoomStatus = { state: 'waiting', unreadable: 0 };
  /** Reads and writes run one at a time, in order. */
  private queue: Promise<void> = Promise.resolve();
  /** Counts the times the whole list was read: an insertion read with it is not read again. */
  private readCount = 0;
  private isObserving = false;
  private isFollowing = false;
  private isStopped = false;
  private readonly ledger = new CompactionLedger();

  private readonly onInnerUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin !== FROM_ROOM) {
      this.enqueue(async () => {
        await this.send(update);
        // Checked only after this device's own writes: the device whose change reaches the
        // trigger compacts, not every device that reads it at the same moment.
        await this.compactIfDue();
      });
    }
  };
  /**
   * Reads exactly the entries a change inserted: concurrent appends from two devices may
   * merge in either order, so a position already read proves nothing. A room that was empty
   * is read again whole.
   */
  private readonly onListChange = (event: Y.YArrayEvent<unknown>) => {
    const inserted = event.changes.delta.flatMap((part) =>
      Array.isArray(part.insert) ? (part.insert as unknown[]) : [],
    );
    const readBefore = this.readCount;
    this.enqueue(async () => {
      if (this.isStopped) return;
      if (this.status.state === 'empty') await this.join();
      else if (this.status.state === 'syncing' && readBefore === this.readCount) {
        await this.readInserted(inserted);
      }
    });
  };

  constructor(
    private readonly inner: Y.Doc,
    outer: Y.Doc,
    private readonly key: CryptoKey,
    options: RoomOptions = {},
  ) {
    this.sealed = outer.getArray<unknown>('sealed');
    this.createsRoom = options.createsRoom === true;
    this.onStatus = options.onStatus ?? (() => undefined);
    this.maxSnapshotBytes = options.maxSnapshotBytes ?? MAX_SNAPSHOT_BYTES;
  }

  getStatus(): RoomStatus {
    return this.status;
  }

  /**
   * Starts once the outer document holds what the server has (the provider's first sync):
   * checks the key, reads the room, sends what this device has that the room lacks, then
   * follows both ways. Called again (the next connection) it retries a room that was empty,
   * did not open or failed, and does nothing to one it follows. Resolves with the state.
   */
  start(): Promise<RoomState> {
    this.enqueue(() => this.join());
    return this.queue.then(() => this.status.state);
  }

  stop(): void {
    this.isStopped = true;
    this.unfollow();
  }

  /** Resolves when every read and write asked for so far is done. */
  settled(): Promise<void> {
    return this.queue;
  }

  private enqueue(step: () => Promise<void>): void {
    this.queue = this.queue.then(step).catch((error: unknown) => {
      // A step that failed may have left entries unread: stop following and say so; the
      // next start reads the whole room again.
      console.error('sync', error);
      this.unfollow();
      if (!this.isStopped) this.setStatus({ state: 'failed' });
    });
  }

  private setStatus(patch: Partial<RoomStatus>): void {
    this.status = { ...this.status, ...patch };
    this.onStatus(this.status);
  }

  private async join(): Promise<void> {
    if (this.isStopped || this.status.state === 'syncing') return;
    const hadContent = this.inner.store.clients.size > 0;
    // Observed from the moment the list is read, so that nothing appended meanwhile is missed.
    this.readCount += 1;
    this.observe();
    const reading = await timedStage('room: open envelopes', () =>
      readEntries(this.key, this.sealed.toArray()),
    );
    if (!opensWithKey(reading)) {
      if (!this.createsRoom) {
        const isEmpty = reading.envelopes === 0;
        if (!isEmpty) this.unfollow();
        this.setStatus({ state: isEmpty ? 'empty' : 'wrong-key', unreadable: reading.unreadable });
        return;
      }
      // This device made the room, so its key is the room's by definition: whatever else
      // is there and does not open is not ours.
      this.sealed.push([await seal(this.key, 'keyCheck', KEY_CHECK.slice())]);
    }
    const { unreadable } = this.apply(reading);
    this.setStatus({ unreadable: reading.unreadable + unreadable });
    // What this device holds that the room lacks (edits made while it was not started).
    // A device that held nothing before reading the room has nothing to add, and skips
    // merging the room's updates into one (a fifth of a second at 10,000 items).
    if (hadContent) {
      const { merged } = mergeReadable(reading.updates);
      const roomVector =
        merged === null ? new Uint8Array([0]) : Y.encodeStateVectorFromUpdate(merged);
      await this.send(Y.encodeStateAsUpdate(this.inner, roomVector));
    }
    this.isFollowing = true;
    this.inner.on('update', this.onInnerUpdate);
    this.setStatus({ state: 'syncing' });
    // A device coming back to a room nobody compacted (or that grew while it was away).
    await this.compactIfDue();
  }

  private async readInserted(entries: readonly unknown[]): Promise<void> {
    const reading = await readEntries(this.key, entries);
    const skipped = reading.unreadable + this.apply(reading).unreadable;
    if (skipped > 0) this.setStatus({ unreadable: this.status.unreadable + skipped });
  }

  /**
   * Applies what opened to the inner document in one transaction (one change for the
   * database mirror however many envelopes a room holds), and notes those entries as held by
   * it (compaction may replace them). Each is applied as it is, not merged into one first:
   * merging decodes and writes the whole room again. `unreadable`: those that opened but are
   * not updates (only a holder of the key can seal such a thing; it must not stop the rest).
   * One cut short after its changes may leave them applied (Yjs reads its removals last):
   * they are what a holder of the key sealed, as any update it seals would be; checking every
   * update first would decode a 10,000-item snapshot twice.
   */
  private apply(reading: RoomReading): { unreadable: number } {
    const applied = new Set<Uint8Array>();
    let unreadable = 0;
    timedStep('room: apply', () =>
      // The document's observers run when this outer transaction ends, outside the loop's
      // catch: a failing write there fails the step, as it should (enqueue says so).
      this.inner.transact(() => {
        for (const update of reading.updates) {
          try {
            Y.applyUpdate(this.inner, update, FROM_ROOM);
            applied.add(update);
          } catch (error) {
            // Only what does not read as an update is skipped. Anything else (memory, a
            // case Yjs did not expect) fails the step, which says so and reads the whole
            // room again at the next start: skipped, a good update would leave a gap in its
            // device's changes, and every later one from it would wait behind the gap.
            if (decodes(update)) throw error;
            unreadable += 1;
          }
        }
      }, FROM_ROOM),
    );
    this.ledger.noteApplied(reading.opened, applied);
    this.ledger.noteNotices(reading.notices);
    return { unreadable };
  }

  /**
   * Seals the whole inner document as one snapshot and, in the same change of the list,
   * removes what it replaces and the device notices it makes stale (compaction.ts says what
   * that is, and why two devices doing this at once lose nothing). A snapshot too large for
   * the server is not sent: the room stays as it is.
   */
  private async compactIfDue(): Promise<void> {
    if (this.isStopped || !this.ledger.isDue(this.sealed)) return;
    // Everything noted so far is in the document now: read and applied, or made here.
    const snapshot = await seal(
      this.key,
      'snapshot',
      new Uint8Array(Y.encodeStateAsUpdate(this.inner)),
    );
    if (snapshot.byteLength > this.maxSnapshotBytes) {
      this.ledger.tooLarge(snapshot.byteLength);
      return;
    }
    const stale = this.ledger.staleNotices(this.sealed.toArray());
    const { stored } = replaceWithSnapshot(
      this.sealed,
      snapshot,
      (entry) => this.ledger.isReplaceable(entry) || stale.has(entry),
    );
    this.ledger.compacted();
    this.ledger.noteSent(stored, true);
  }

  private observe(): void {
    if (this.isObserving) return;
    this.isObserving = true;
    this.sealed.observe(this.onListChange);
  }

  private unfollow(): void {
    if (this.isObserving) this.sealed.unobserve(this.onListChange);
    if (this.isFollowing) this.inner.off('update', this.onInnerUpdate);
    this.isObserving = false;
    this.isFollowing = false;
  }

  /** Seals and appends an update, unless it changes nothing. */
  private async send(update: Uint8Array): Promise<void> {
    if (isEmptyUpdate(update)) return;
    const envelope = await seal(this.key, 'update', new Uint8Array(update));
    this.sealed.push([envelope]);
    // The list keeps a copy of what is pushed: that copy is the entry compaction will find.
    this.ledger.noteSent(this.sealed.get(this.sealed.length - 1), false);
  }
}

/** Whether an update holds no insertion and no deletion. */
function isEmptyUpdate(update: Uint8Array): boolean {
  const { structs, ds } = Y.decodeUpdate(update);
  return structs.length === 0 && ds.clients.size === 0;
}
