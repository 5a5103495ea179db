import * as Y from 'yjs';

import type { OpenedNotice, OpenedUpdate } from './room-entries';
import { parseNotice } from './room-notices';

/**
 * Compaction of a room: a device seals its whole document as one `snapshot` envelope and, in
 * the same change of the room's list, removes the envelopes that snapshot holds. Which ones
 * those are is known only to this device: the updates and snapshots it has opened with its
 * key and applied to its document, or sent from it. Everything else stays: the key checks,
 * notices, entries that did not open (they are not this device's to judge), and entries
 * appended by another device that this one has not read yet. The one exception is a device's
 * word that it is here: of the `device` notices it has read and opened, only the newest of
 * each device stands (as the roster reads them), so the older ones go with the snapshot and
 * the list of notices does not grow with every start of every device for years.
 *
 * Two devices compacting at once each remove only what their own snapshot holds, and neither
 * removes the other's new snapshot (it has not read it), so the room still holds every
 * change; the next compaction replaces both snapshots. A device that was away and missed the
 * removed envelopes is sent the snapshot instead (Yjs sends a state, not a history), and its
 * own unsent envelopes were never read by anyone, so they stay.
 */

/**
 * When a device compacts: once the envelopes a snapshot would replace number at least this
 * many and weigh at least as much as the newest snapshot. The count keeps a small room from
 * being rewritten at every change; the weight keeps a large one from being rewritten before
 * its log has grown by its own size, so sealing and sending snapshots costs at most as much
 * as the changes did.
 */
export const MIN_ENVELOPES_REPLACED = 50;

/**
 * The largest sealed snapshot a device sends. A snapshot reaches the server as one message,
 * and one over the server's cap (MAX_MESSAGE_MIB: 32 MiB by default, and an operator may set
 * it lower) is refused at every reconnect, so the device that sealed it would never sync
 * again. A quarter of the default cap leaves room for a lowered cap and for the message's own
 * framing; a room whose whole document is larger keeps its envelopes, each of them small.
 */
export const MAX_SNAPSHOT_BYTES = 8 * 1024 * 1024;

let isHeld = false;

/**
 * Holds every room's compaction off (true) or lets it run again (false), for measuring a
 * room as it grows without it (the bench); the app never holds it.
 */
export function holdCompaction(held: boolean): void {
  isHeld = held;
}

type Replaceable = { bytes: number; isSnapshot: boolean };

/** What one device may replace in its room, and whether the time to do it has come. */
export class CompactionLedger {
  /** By the entry as the list holds it: the same object for as long as it is in the list. */
  private readonly replaceable = new WeakMap<Uint8Array, Replaceable>();
  /** Device notices read from the room, by the entry as the list holds it. */
  private readonly deviceNotices = new WeakMap<Uint8Array, { id: string; seenAt: number }>();
  /**
   * Updates (not snapshots) noted since the last compaction, and their bytes: upper bounds,
   * since another device's compaction may have removed some. Counted exactly, from the
   * list, only once they reach the trigger.
   */
  private updatesNoted = 0;
  private bytesNoted = 0;
  private newestSnapshotBytes = 0;

  /** Entries read from the room; those in `applied` are now in the device's document. */
  noteApplied(opened: readonly OpenedUpdate[], applied: ReadonlySet<Uint8Array>): void {
    for (const { entry, update, isSnapshot } of opened) {
      if (applied.has(update)) this.note(entry, isSnapshot);
    }
  }

  /**
   * Notices read from the room that opened with this device's key. Only `device` notices of
   * a shape this version reads are noted: a move, or anything else, is never replaced.
   */
  noteNotices(notices: readonly OpenedNotice[]): void {
    for (const { entry, plaintext } of notices) {
      const notice = parseNotice(plaintext);
      if (notice?.type === 'device') {
        this.deviceNotices.set(entry, { id: notice.id, seenAt: notice.seenAt });
      }
    }
  }

  /**
   * The device notices in `entries` that a newer one of the same device (also read here)
   * makes stale; on a tie the later entry stands. The roster counts only each device's
   * newest word, so removing these changes nothing it shows.
   */
  staleNotices(entries: readonly unknown[]): Set<unknown> {
    const newest = new Map<string, { entry: unknown; seenAt: number }>();
    const stale = new Set<unknown>();
    for (const entry of entries) {
      const notice = entry instanceof Uint8Array ? this.deviceNotices.get(entry) : undefined;
      if (notice === undefined) continue;
      const known = newest.get(notice.id);
      if (known !== undefined && known.seenAt > notice.seenAt) {
        stale.add(entry);
        continue;
      }
      if (known !== undefined) stale.add(known.entry);
      newest.set(notice.id, { entry, seenAt: notice.seenAt });
    }
    return stale;
  }

  /** An entry this device appended from its own document (the list's own copy of it). */
  noteSent(entry: unknown, isSnapshot: boolean): void {
    if (entry instanceof Uint8Array) this.note(entry, isSnapshot);
  }

  isReplaceable(entry: unknown): boolean {
    return entry instanceof Uint8Array && this.replaceable.has(entry);
  }

  /** Whether `list` should be compacted now (see MIN_ENVELOPES_REPLACED). */
  isDue(list: Y.Array<unknown>): boolean {
    if (isHeld || !this.meetsTrigger(this.updatesNoted, this.bytesNoted)) return false;
    let updates = 0;
    let bytes = 0;
    for (const entry of list.toArray()) {
      const noted = entry instanceof Uint8Array ? this.replaceable.get(entry) : undefined;
      if (noted === undefined || noted.isSnapshot) continue;
      updates += 1;
      bytes += noted.bytes;
    }
    this.updatesNoted = updates;
    this.bytesNoted = bytes;
    return this.meetsTrigger(updates, bytes);
  }

  /** Called once a snapshot has replaced what was noted. */
  compacted(): void {
    this.updatesNoted = 0;
    this.bytesNoted = 0;
  }

  /**
   * Called when the snapshot came out over MAX_SNAPSHOT_BYTES and was not sent: the room
   * stays as it is, and the next try waits until the log has grown by as much again, so a
   * large document is not sealed in vain at every change.
   */
  tooLarge(snapshotBytes: number): void {
    this.compacted();
    this.newestSnapshotBytes = Math.max(this.newestSnapshotBytes, snapshotBytes);
  }

  private meetsTrigger(updates: number, bytes: number): boolean {
    return updates >= MIN_ENVELOPES_REPLACED && bytes >= this.newestSnapshotBytes;
  }

  private note(entry: Uint8Array, isSnapshot: boolean): void {
    if (this.replaceable.has(entry)) return;
    this.replaceable.set(entry, { bytes: entry.byteLength, isSnapshot });
    if (isSnapshot) {
      this.newestSnapshotBytes = entry.byteLength;
    } else {
      this.updatesNoted += 1;
      this.bytesNoted += entry.byteLength;
    }
  }
}

/**
 * Appends `snapshot` and removes the entries `isReplaceable` accepts, in one transaction of
 * the list's document: the server and every device see both or neither, so there is no
 * moment at which the room lacks what the removed entries held. Returns the list's own copy
 * of the snapshot and how many entries went.
 */
export function replaceWithSnapshot(
  list: Y.Array<unknown>,
  snapshot: Uint8Array,
  isReplaceable: (entry: unknown) => boolean,
): { stored: unknown; removed: number } {
  const doc = list.doc;
  if (doc === null) throw new Error('The room list is not in a document.');
  let stored: unknown = null;
  let removed = 0;
  doc.transact(() => {
    const entries = list.toArray();
    // From the end, whole runs at a time, so that the positions still to remove hold.
    let end = entries.length;
    while (end > 0) {
      if (!isReplaceable(entries[end - 1])) {
        end -= 1;
        continue;
      }
      let start = end - 1;
      while (start > 0 && isReplaceable(entries[start - 1])) start -= 1;
      list.delete(start, end - start);
      removed += end - start;
      end = start;
    }
    list.push([snapshot]);
    stored = list.get(list.length - 1);
  });
  return { stored, removed };
}
