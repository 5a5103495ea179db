/**
 * Every room's state, kept in Redis so that every process reads the same store: a list of
 * the Yjs updates the devices sent, appended as each is accepted (RPUSH is atomic, so two
 * processes writing the same room at once both keep their updates, with no lock to wait
 * for or to lose). Loading a room merges the list.
 *
 * A list only grows, so its head is replaced by one update holding the same room: past
 * COMPACT_AFTER entries, and soon after a device's update removes content (a device
 * compacting its room appends a sealed snapshot and removes the envelopes it replaces).
 * The merged update is encoded from a document that garbage-collects, so removed content
 * leaves Redis. The replacement is guarded by a generation number that only compaction
 * changes: of two processes compacting the same room, the second finds the generation
 * moved and leaves the list alone; appends made meanwhile lie after the replaced head and
 * are kept.
 *
 * An update that could not be appended (Redis away) is still in the room's document in
 * memory: the room is marked unstored, kept in memory, and stored whole once Redis is back
 * (applying what the list already holds a second time changes nothing).
 *
 * The server stores what the devices send: sealed envelopes in a Yjs document. It never
 * holds a key, so what is in Redis is no more readable than what crossed the network.
 */
import * as Y from 'yjs';

import { roomLabel } from './log.mjs';
import { createRecentTimes } from './recent-times.mjs';

/** Entries a room's list may hold before its head is merged into one. */
export const COMPACT_AFTER = 512;
/**
 * A merge reads the whole room: after removals it runs at most this often per room, soon
 * enough that a compacted room soon takes its new size.
 */
const REMOVAL_COMPACTION_INTERVAL_MS = 10_000;

/**
 * Replaces the first ARGV[2] entries of the list KEYS[1] by ARGV[3], if the generation in
 * KEYS[2] is still ARGV[1] (the one read with those entries).
 */
const REPLACE_HEAD = `
local generation = redis.call('GET', KEYS[2]) or '0'
if generation ~= ARGV[1] then return 0 end
redis.call('LTRIM', KEYS[1], tonumber(ARGV[2]), -1)
redis.call('LPUSH', KEYS[1], ARGV[3])
redis.call('INCR', KEYS[2])
return 1
`;

/** Throws the first error of a MULTI's replies; returns the results. */
function resultsOf(replies) {
  if (replies === null) throw new Error('a Redis transaction was aborted');
  for (const [error] of replies) if (error) throw error;
  return replies.map(([, result]) => result);
}

/**
 * @param {import('ioredis').Redis} redis
 * @param {string} keyPrefix
 * @param {(line: string) => void} log
 */
export function createRoomStore(redis, keyPrefix, log) {
  redis.defineCommand('forethoughtReplaceHead', { numberOfKeys: 2, lua: REPLACE_HEAD });
  const updatesKey = (name) => `${keyPrefix}:room:${name}:updates`;
  const generationKey = (name) => `${keyPrefix}:room:${name}:generation`;
  /** Writes under way, so that a stopping process can wait for them. */
  const pending = new Set();
  /** Rooms being compacted by this process: one compaction per room at a time. */
  const compacting = new Set();
  /** Compactions waiting for their room's interval after a removal, by room name. */
  const scheduled = new Map();
  /** Only a compaction within the last interval delays the next, so only those are kept. */
  const lastCompactedAt = createRecentTimes(REMOVAL_COMPACTION_INTERVAL_MS);
  /**
   * Rooms whose document in memory holds an update Redis does not, with a count of the
   * appends that failed: a room is stored again from memory, and leaves this map only if no
   * append failed meanwhile.
   */
  const unstored = new Map();
  let isClosing = false;

  const track = (promise) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
    return promise;
  };

  /** The list and its generation, read together. */
  async function readList(name) {
    const [generation, entries] = resultsOf(
      await redis.multi().get(generationKey(name)).lrangeBuffer(updatesKey(name), 0, -1).exec(),
    );
    return { generation: generation ?? '0', entries };
  }

  async function compact(name) {
    const { generation, entries } = await readList(name);
    if (entries.length === 0) return;
    const doc = new Y.Doc({ gc: true });
    Y.applyUpdate(doc, Y.mergeUpdates(entries));
    const merged = Buffer.from(Y.encodeStateAsUpdate(doc));
    doc.destroy();
    const replaced = await redis.forethoughtReplaceHead(
      updatesKey(name),
      generationKey(name),
      generation,
      String(entries.length),
      merged,
    );
    if (replaced !== 1) return;
    const before = entries.reduce((sum, entry) => sum + entry.byteLength, 0);
    log(`compacted room ${roomLabel(name)}: ${before} → ${merged.byteLength} bytes stored`);
  }

  function compactNow(name) {
    if (compacting.has(name) || isClosing) return;
    compacting.add(name);
    lastCompactedAt.mark(name, Date.now());
    track(
      compact(name)
        .catch((error) => log(`could not compact room ${roomLabel(name)}: ${error.message}`))
        .finally(() => compacting.delete(name)),
    );
  }

  /** After a removal: now, or once the room's interval has passed. */
  function compactAfterRemoval(name) {
    if (scheduled.has(name) || isClosing) return;
    const wait = (lastCompactedAt.get(name) ?? 0) + REMOVAL_COMPACTION_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      compactNow(name);
      return;
    }
    const timer = setTimeout(() => {
      scheduled.delete(name);
      compactNow(name);
    }, wait);
    scheduled.set(name, timer);
  }

  return {
    /**
     * The room's stored state as one update (null for a room never written). Rejects when
     * Redis cannot be read: a room that could not be read must not look empty, or a device
     * would start it anew.
     */
    async load(name) {
      const { entries } = await readList(name);
      if (entries.length > COMPACT_AFTER) compactNow(name);
      if (entries.length === 0) return null;
      return entries.length === 1 ? new Uint8Array(entries[0]) : Y.mergeUpdates(entries);
    },

    /**
     * Appends an update a device sent; a failure is logged (the devices still hold it).
     * `removesContent`: the update removed something, which a compaction gives back.
     */
    append(name, update, removesContent) {
      track(
        redis.rpush(updatesKey(name), Buffer.from(update)).then(
          (length) => {
            if (length > COMPACT_AFTER) compactNow(name);
            else if (removesContent) compactAfterRemoval(name);
          },
          (error) => {
            unstored.set(name, (unstored.get(name) ?? 0) + 1);
            log(
              `could not store an update of room ${roomLabel(name)}: ${error.message} (kept in memory until stored)`,
            );
          },
        ),
      );
    },

    /** Whether the room's document holds an update that Redis does not. */
    isUnstored(name) {
      return unstored.has(name);
    },

    /** The rooms whose document holds an update that Redis does not. */
    unstoredRooms() {
      return [...unstored.keys()];
    },

    /**
     * Appends the room's whole state, taken from its document in memory, for the updates
     * that could not be stored. Resolves true once nothing of the room is left unstored.
     */
    async storeFromMemory(name, state) {
      const failures = unstored.get(name);
      if (failures === undefined) return true;
      try {
        await track(redis.rpush(updatesKey(name), Buffer.from(state)));
      } catch (error) {
        log(`could not store room ${roomLabel(name)} from memory: ${error.message}`);
        return false;
      }
      log(`stored room ${roomLabel(name)} from memory: ${state.byteLength} bytes`);
      if (unstored.get(name) !== failures) return false;
      unstored.delete(name);
      return true;
    },

    /**
     * Resolves once every write asked for so far has been answered. A compaction still
     * waiting for its interval is left: the list holds the same room, only longer.
     */
    async close() {
      isClosing = true;
      for (const timer of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
      while (pending.size > 0) await Promise.allSettled([...pending]);
      if (unstored.size > 0) {
        log(
          `${unstored.size} rooms end with updates Redis never took: their devices hold them and send them again when they next connect`,
        );
      }
    },
  };
}
