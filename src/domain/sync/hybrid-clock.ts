/**
 * A hybrid logical clock (Kulkarni, Demirbas et al., "Logical Physical Clocks", 2014): a stamp
 * is the largest physical time seen (ms), a counter for events within it, and the device that
 * made it. Stamps order every edit: one made after another was seen is always later, whatever
 * the wall clocks say; edits made apart from each other (offline) are ordered by their wall
 * clocks; equal times by counter, then by device, so every device orders them alike.
 */
export type Stamp = {
  /** The physical part: epoch ms, the largest this device had seen when it stamped. */
  at: number;
  /** Events within `at`. */
  count: number;
  /** Which device (session) stamped: breaks the last ties. */
  device: string;
};

/**
 * How far ahead of this device's wall clock a received stamp may pull its clock. A device
 * whose clock is set years ahead still orders its own edits by it, but cannot drag every
 * other device's clock (and so every later edit anywhere) into its future: received time is
 * taken at most this far ahead. An edit made after another was seen still wins over it
 * (sync/item-text-claims.ts stamps it after what it replaces), so a wrong clock wins only
 * over edits made without sight of its own.
 */
export const MAX_CLOCK_AHEAD_MS = 60 * 60 * 1000;

/**
 * The latest time a stamp may carry: the largest a Date can show (ECMAScript's limit). A
 * stamp is read from data anyone with the room's key could write, and its time is shown
 * (the time a kept text was superseded): past this, showing it would throw.
 */
export const MAX_STAMP_AT = 8.64e15;

/**
 * The stamp right after `seen`, by `device`. A count that would leave the exact integers
 * (only a forged stamp gets there) moves on to the next ms instead, so the stamp still reads.
 */
function stampAfter(seen: Stamp, device: string): Stamp {
  if (seen.count >= Number.MAX_SAFE_INTEGER) return { at: seen.at + 1, count: 0, device };
  return { at: seen.at, count: seen.count + 1, device };
}

/** Negative when `a` is earlier than `b`, positive when later, 0 only for the same stamp. */
export function compareStamps(a: Stamp, b: Stamp): number {
  if (a.at !== b.at) return a.at < b.at ? -1 : 1;
  if (a.count !== b.count) return a.count < b.count ? -1 : 1;
  if (a.device === b.device) return 0;
  return a.device < b.device ? -1 : 1;
}

/** The later of two stamps. */
export function laterStamp(a: Stamp, b: Stamp): Stamp {
  return compareStamps(a, b) >= 0 ? a : b;
}

/** A stamp as text, one for each stamp (a key to file what it stamped under). */
export function stampText({ at, count, device }: Stamp): string {
  return `${at.toString(36)}.${count.toString(36)}.${device}`;
}

/** A stamp read from untrusted data (a room anyone with the key could write); null when not one. */
export function readStamp(value: unknown): Stamp | null {
  if (typeof value !== 'object' || value === null) return null;
  const { at, count, device } = value as Record<string, unknown>;
  const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  if (!isCount(at) || at > MAX_STAMP_AT || !isCount(count)) return null;
  if (typeof device !== 'string' || device.length === 0 || device.length > 64) return null;
  return { at, count, device };
}

/**
 * One device's clock. `now` stamps a local event; `receive` takes in a stamp seen from
 * elsewhere (bounded by MAX_CLOCK_AHEAD_MS). Never goes back, even when the wall clock does.
 */
export class HybridClock {
  private at = 0;
  private count = 0;

  constructor(
    readonly device: string,
    private readonly wallClock: () => number = Date.now,
  ) {}

  /**
   * The stamp of an event happening now, or of one made at `madeAt` (an edit stored while
   * the clock was not running): never earlier than a stamp this clock gave or received.
   */
  now(madeAt?: number): Stamp {
    const wall = this.wallClock();
    const physical =
      madeAt !== undefined && Number.isFinite(madeAt) ? Math.min(madeAt, wall) : wall;
    this.advance(Math.floor(physical), -1);
    const next = stampAfter({ at: this.at, count: this.count, device: this.device }, this.device);
    this.at = next.at;
    this.count = next.count;
    return next;
  }

  /**
   * The stamp of an edit that replaces what `seen` stamped: after it, even when `seen` came
   * from a clock further ahead than this one will follow (see MAX_CLOCK_AHEAD_MS). So an
   * edit that replaces one stamped far in the future (a clock set years ahead, or a forged
   * stamp) carries that future time too, and so does every edit built on it: edits made
   * apart from it, stamped by their own clocks, lose to them until that time has passed.
   */
  nowAfter(seen: Stamp | null, madeAt?: number): Stamp {
    const stamp = this.now(madeAt);
    if (seen === null || compareStamps(stamp, seen) > 0) return stamp;
    return stampAfter(seen, this.device);
  }

  /**
   * The stamp of an edit made at `madeAt` while this clock was not running (stored while
   * sync was off): by when it was made (never later than now), not by what this clock has
   * taken in since — the person editing saw none of that — but after `seen`, what the edit
   * replaces. Later stamps of this clock come after it.
   */
  madeAt(madeAt: number, seen: Stamp | null): Stamp {
    const wall = this.wallClock();
    const at = Number.isFinite(madeAt) ? Math.max(0, Math.floor(Math.min(madeAt, wall))) : wall;
    let stamp: Stamp = { at, count: 0, device: this.device };
    if (seen !== null && compareStamps(stamp, seen) <= 0) stamp = stampAfter(seen, this.device);
    this.receive(stamp);
    return stamp;
  }

  /** Takes in a stamp from another device, so that later local stamps come after it. */
  receive(remote: Stamp): void {
    const bound = this.wallClock() + MAX_CLOCK_AHEAD_MS;
    if (remote.at > bound) this.advance(bound, -1);
    else this.advance(remote.at, remote.count);
  }

  /** Moves the clock to at least (`at`, `count`); `count` -1 means any count at `at`. */
  private advance(at: number, count: number): void {
    if (at > this.at) {
      this.at = at;
      this.count = Math.max(count, 0);
    } else if (at === this.at && count > this.count) this.count = count;
  }
}
