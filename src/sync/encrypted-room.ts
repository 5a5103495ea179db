import * as Y from 'yjs';

import { open, seal, UnreadableEnvelopeError } from '../domain/sync/sealed-update';

/**
 * The end-to-end encrypted layer of sync. The server holds one Yjs document per room (the
 * "outer" document) whose only content is a list of sealed envelopes; it merges and relays
 * that list like any Yjs document, and can read none of it. Each device keeps the person's
 * data in an "inner" document: every local update of it is sealed (AES-GCM) and appended to
 * the list, and every envelope another device appended is opened and applied to it.
 *
 * - A wrong key reads nothing and writes nothing: before anything is appended, the room's
 *   key check (the first envelope ever written to it) must open. An empty room gets one.
 * - A replayed envelope is harmless (a Yjs update applied twice changes nothing); a damaged
 *   or forged one does not open, is skipped and counted.
 * - Offline edits stay in the outer document and reach the server when the connection
 *   comes back; the server restarting loses nothing it had persisted.
 */
export type RoomState = 'waiting' | 'syncing' | 'wrong-key';

export type RoomStatus = {
  state: RoomState;
  /** Envelopes that did not open (damaged or not ours): skipped. */
  unreadable: number;
};

const KEY_CHECK = new TextEncoder().encode('forethought-sync key check');
const KIND_BYTE = 1;
const KEY_CHECK_KIND = 1;
/** Marks updates applied from the room, so they are not sent back to it. */
const FROM_ROOM = Symbol('from-room');

function isKeyCheck(envelope: Uint8Array): boolean {
  return envelope[KIND_BYTE] === KEY_CHECK_KIND;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

export class EncryptedRoom {
  private readonly sealed: Y.Array<Uint8Array>;
  /** What the room holds, opened: its state vector tells what this device must still send. */
  private readonly roomContent = new Y.Doc();
  private status: RoomStatus = { state: 'waiting', unreadable: 0 };
  /** Reads and writes run one at a time, in order. */
  private queue: Promise<void> = Promise.resolve();
  private readonly onInnerUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin !== FROM_ROOM) this.enqueue(() => this.send(update));
  };
  /**
   * Reads exactly the envelopes a change inserted: concurrent appends from two devices may
   * merge in either order, so a position already read proves nothing.
   */
  private readonly onListChange = (event: Y.YArrayEvent<Uint8Array>) => {
    const inserted = event.changes.delta.flatMap((part) =>
      Array.isArray(part.insert) ? (part.insert as Uint8Array[]) : [],
    );
    this.enqueue(() => this.readEnvelopes(inserted));
  };

  constructor(
    private readonly inner: Y.Doc,
    outer: Y.Doc,
    private readonly key: CryptoKey,
    private readonly onStatus: (status: RoomStatus) => void = () => undefined,
  ) {
    this.sealed = outer.getArray<Uint8Array>('sealed');
  }

  getStatus(): RoomStatus {
    return this.status;
  }

  /**
   * Starts once the outer document holds what the server has (the provider's first sync):
   * checks the key, reads the room, sends what this device has that the room lacks, then
   * follows both ways. Resolves with the state it reached.
   */
  start(): Promise<RoomState> {
    this.enqueue(async () => {
      if (!(await this.checkKey())) {
        this.setStatus({ state: 'wrong-key' });
        return;
      }
      this.sealed.observe(this.onListChange);
      await this.readEnvelopes(this.sealed.toArray());
      const missing = Y.encodeStateAsUpdate(this.inner, Y.encodeStateVector(this.roomContent));
      await this.send(missing);
      this.inner.on('update', this.onInnerUpdate);
      this.setStatus({ state: 'syncing' });
    });
    return this.queue.then(() => this.status.state);
  }

  stop(): void {
    this.inner.off('update', this.onInnerUpdate);
    this.sealed.unobserve(this.onListChange);
  }

  /** Resolves when every read and write asked for so far is done. */
  settled(): Promise<void> {
    return this.queue;
  }

  private enqueue(step: () => Promise<void>): void {
    this.queue = this.queue.then(step).catch((error: unknown) => {
      console.error('sync', error);
    });
  }

  private setStatus(patch: Partial<RoomStatus>): void {
    this.status = { ...this.status, ...patch };
    this.onStatus(this.status);
  }

  /** True when the room's key check opens with this key; an empty room gets one. */
  private async checkKey(): Promise<boolean> {
    const check = this.sealed.toArray().find(isKeyCheck);
    if (check === undefined) {
      // A room with envelopes but no key check was not made by this app: touch nothing.
      if (this.sealed.length > 0) return false;
      this.sealed.push([await seal(this.key, 'keyCheck', KEY_CHECK.slice())]);
      return true;
    }
    try {
      const { kind, plaintext } = await open(this.key, check);
      return kind === 'keyCheck' && sameBytes(plaintext, KEY_CHECK);
    } catch (error) {
      if (error instanceof UnreadableEnvelopeError) return false;
      throw error;
    }
  }

  private async readEnvelopes(envelopes: readonly Uint8Array[]): Promise<void> {
    let unreadable = 0;
    for (const envelope of envelopes) {
      if (isKeyCheck(envelope)) continue;
      try {
        const { plaintext } = await open(this.key, envelope);
        Y.applyUpdate(this.roomContent, plaintext);
        Y.applyUpdate(this.inner, plaintext, FROM_ROOM);
      } catch (error) {
        if (!(error instanceof UnreadableEnvelopeError)) throw error;
        unreadable += 1;
      }
    }
    if (unreadable > 0) this.setStatus({ unreadable: this.status.unreadable + unreadable });
  }

  /** Seals and appends an update, unless it adds nothing to what the room holds. */
  private async send(update: Uint8Array): Promise<void> {
    const before = Y.encodeStateVector(this.roomContent);
    Y.applyUpdate(this.roomContent, update);
    if (sameBytes(before, Y.encodeStateVector(this.roomContent)) && !hasDeletes(update)) return;
    this.sealed.push([await seal(this.key, 'update', new Uint8Array(update))]);
  }
}

/** Whether an update deletes anything (a deletion leaves the state vector as it was). */
function hasDeletes(update: Uint8Array): boolean {
  const { ds } = Y.decodeUpdate(update);
  return ds.clients.size > 0;
}
