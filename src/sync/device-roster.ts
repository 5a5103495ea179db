import type * as Y from 'yjs';

import {
  followNotices,
  sealedList,
  sealNotice,
  type DeviceNotice,
  type MovedNotice,
} from './room-notices';

/** A device as Settings → Sync lists it. */
export type KnownDevice = { id: string; name: string; seenAt: number; isThisDevice: boolean };

/**
 * How long a device's word that it is here stands before it says so again: each start
 * would otherwise add an envelope, and notices are kept when a room is compacted.
 */
export const ANNOUNCE_EVERY_MS = 12 * 60 * 60 * 1000;

export type DeviceRoster = {
  /**
   * Says this device is here (its name, now), unless the room already says so under this
   * name from the last ANNOUNCE_EVERY_MS. Only once the room opened with this key.
   */
  announce(name: string): Promise<void>;
  stop(): void;
};

/**
 * Follows a room's notices: the devices that announced themselves (the latest word of each
 * counts) and a move to another room, which is reported once.
 */
export function followRoster(
  outer: Y.Doc,
  key: CryptoKey,
  thisDevice: string,
  /** `moved` says whether the notice was taken: one naming this room is not, nor stops others. */
  on: { devices(devices: KnownDevice[]): void; moved(notice: MovedNotice): boolean },
): DeviceRoster {
  const latest = new Map<string, DeviceNotice>();
  let hasMoved = false;
  const follower = followNotices(outer, key, (notice) => {
    if (notice.type === 'moved') {
      if (!hasMoved) hasMoved = on.moved(notice);
      return;
    }
    const known = latest.get(notice.id);
    if (known !== undefined && known.seenAt >= notice.seenAt) return;
    latest.set(notice.id, notice);
    on.devices(
      [...latest.values()]
        .map(({ id, name, seenAt }) => ({ id, name, seenAt, isThisDevice: id === thisDevice }))
        .sort((a, b) => Number(b.isThisDevice) - Number(a.isThisDevice) || b.seenAt - a.seenAt),
    );
  });
  return {
    async announce(name) {
      await follower.ready;
      const known = latest.get(thisDevice);
      const isCurrent = known?.name === name && Date.now() - known.seenAt < ANNOUNCE_EVERY_MS;
      if (isCurrent) return;
      const notice: DeviceNotice = { type: 'device', id: thisDevice, name, seenAt: Date.now() };
      sealedList(outer).push([await sealNotice(key, notice)]);
    },
    stop: () => follower.stop(),
  };
}
