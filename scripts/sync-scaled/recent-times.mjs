/**
 * When each name was last marked, remembered for a window only: a time older than the
 * window counts for nothing, so it is dropped as soon as a later mark passes it. However
 * many names a process meets over its life, it holds only those marked within one window
 * of the newest mark.
 *
 * @param {number} windowMs
 */
export function createRecentTimes(windowMs) {
  /** In the order of their marks (a name marked again moves to the end): oldest first. */
  const times = new Map();
  return {
    /** @param {string} name */
    get(name) {
      return times.get(name);
    },

    /** @param {string} name @param {number} at a time no earlier than the last mark's */
    mark(name, at) {
      times.delete(name);
      times.set(name, at);
      for (const [other, time] of times) {
        if (at - time < windowMs) break;
        times.delete(other);
      }
    },

    get size() {
      return times.size;
    },
  };
}
