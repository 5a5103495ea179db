/**
 * Every room's state, kept in Redis so that every process reads the same store: a list of
 * the Yjs updates the devices sent, appended as each is accepted (RPUSH is atomic, so two
 * processes writing the same room at once both keep their updates, with no lock to wait
 * for or to lose). Loading a room merges the list.
 *
 * A list only grows, so past COMPACT_AFTER entries its head is replaced by one merged
 * update. The replacement is guarded by a generation number that only compaction changes:
 * of two processes compacting the same room, the second finds the generation moved and
 * leaves the list alone; appends made meanwhile lie after the replaced head and are kept.
 *
 * The server stores what the devices send: sealed envelopes in a Yjs document. It never
 * holds a key, so what is in Redis is no more readable than what crossed the network.
 */
import * as Y from 'yjs';

/** Entries a room's list may hold before its head is merged into one. */
export const COMPACT_AFTER = 512;

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
    if (entries.length <= 1) return;
    const merged = Buffer.from(Y.mergeUpdates(entries));
    await redis.forethoughtReplaceHead(
      updatesKey(name),
      generationKey(name),
      generation,
      String(entries.length),
      merged,
    );
  }

  function compactSoon(name) {
    if (compacting.has(name)) return;
    compacting.add(name);
    track(
      compact(name)
        .catch((error) => log(`could not compact room ${JSON.stringify(name)}: ${error.message}`))
        .finally(() => compacting.delete(name)),
    );
  }

  return {
    /**
     * The room's stored state as one update (null for a room never written). Rejects when
     * Redis cannot be read: a room that could not be read must not look empty, or a device
     * would start it anew.
     */
    async load(name) {
      const { entries } = await readList(name);
      if (entries.length > COMPACT_AFTER) compactSoon(name);
      if (entries.length === 0) return null;
      return entries.length === 1 ? new Uint8Array(entries[0]) : Y.mergeUpdates(entries);
    },

    /** Appends an update a device sent; a failure is logged (the devices still hold it). */
    append(name, update) {
      track(
        redis.rpush(updatesKey(name), Buffer.from(update)).then(
          (length) => {
            if (length > COMPACT_AFTER) compactSoon(name);
          },
          (error) =>
            log(`could not store an update of room ${JSON.stringify(name)}: ${error.message}`),
        ),
      );
    },

    /** Resolves once every write asked for so far has been answered. */
    async flush() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
