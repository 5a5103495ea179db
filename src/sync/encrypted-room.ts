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
    this.enqueue(async () => {
      await this.readEnvelopes(inserted);
    });
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
      const hadContent = this.inner.store.clients.size > 0;
      const roomHolds = await this.readEnvelopes(this.sealed.toArray());
      // What this device holds that the room lacks (edits made while it was not started).
      // A device that held nothing before reading the room has nothing to add.
      if (hadContent) {
        const roomVector =
          roomHolds === null ? new Uint8Array([0]) : Y.encodeStateVectorFromUpdate(roomHolds);
        await this.send(Y.encodeStateAsUpdate(this.inner, roomVector));
      }
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

  /**
   * Opens envelopes and applies what they hold to the inner document as one update (one
   * change for the mirror and for this browser's copy, however many envelopes a room holds).
   * Returns that update, or null when none opened.
   */
  private async readEnvelopes(envelopes: readonly Uint8Array[]): Promise<Uint8Array | null> {
    const opened = await Promise.all(
      envelopes
        .filter((envelope) => !isKeyCheck(envelope))
        .map((envelope) => this.tryOpen(envelope)),
    );
    const updates = opened.filter((update): update is Uint8Array => update !== null);
    const unreadable = opened.length - updates.length;
    if (unreadable > 0) this.setStatus({ unreadable: this.status.unreadable + unreadable });
    if (updates.length === 0) return null;
    const [only] = updates;
    const update = updates.length === 1 && only ? only : Y.mergeUpdates(updates);
    Y.applyUpdate(this.inner, update, FROM_ROOM);
    return update;
  }

  /** The update an envelope holds, or null when it does not open (damaged or not ours). */
  private async tryOpen(envelope: Uint8Array): Promise<Uint8Array | null> {
    try {
      return (await open(this.key, envelope)).plaintext;
    } catch (error) {
      if (error instanceof UnreadableEnvelopeError) return null;
      throw error;
    }
  }

  /** Seals and appends an update, unless it changes nothing. */
  private async send(update: Uint8Array): Promise<void> {
    if (isEmptyUpdate(update)) return;
    this.sealed.push([await seal(this.key, 'update', new Uint8Array(update))]);
  }
}

/** Whether an update holds no insertion and no deletion. */
function isEmptyUpdate(update: Uint8Array): boolean {
  const { structs, ds } = Y.decodeUpdate(update);
  return structs.length === 0 && ds.clients.size === 0;
}
