import i18next from 'i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import {
  followMovedRoom,
  moveToNewRoom,
  readSyncConfig,
  saveSyncConfig,
  setDeviceName,
  type MovedRoom,
} from '../../db/sync-config-repo';
import { newRoomId } from '../../domain/sync/pairing';
import {
  deriveMovedKey,
  MIN_PASSPHRASE_LENGTH,
  openMovedDestination,
} from '../../domain/sync/sync-key';

/** What is wrong with a new passphrase as typed, or null when it can be used. */
export type PassphraseProblem = 'short' | 'mismatch' | 'same';

export function checkNewPassphrase(
  passphrase: string,
  repeated: string,
  current: string,
): PassphraseProblem | null {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) return 'short';
  if (passphrase !== repeated) return 'mismatch';
  if (passphrase === current) return 'same';
  return null;
}

/**
 * Changes the passphrase: this device moves sync to a new room it creates; the session
 * then tells the old room where it went and empties it. With `removed`, that device is the
 * one never given the new passphrase. Returns whether the change was made.
 */
export async function changeSyncPassphrase(
  fromRoom: string,
  passphrase: string,
  removed?: { id: string; name: string },
): Promise<boolean> {
  const isMoved = await runUserAction(() =>
    moveToNewRoom(getDb(), fromRoom, {
      room: newRoomId(),
      passphrase,
      ...(removed === undefined ? {} : { removedDevice: removed.id }),
    }),
  );
  if (isMoved !== true) return false;
  reportInfo(
    removed === undefined
      ? i18next.t('sync:changed')
      : i18next.t('sync:removed', { name: removed.name }),
  );
  return true;
}

/** A server's host as the person knows it (the address when it has none). */
export function hostOf(server: string): string {
  try {
    return new URL(server).host;
  } catch {
    return server;
  }
}

/**
 * What entering the new passphrase did: sync follows (to `host`, when the notice sealed
 * where it went), or the passphrase does not open where sync went and nothing changed.
 */
export type MovedFollow = { kind: 'following'; host?: string } | { kind: 'wrong' };

/**
 * Follows sync to the room it moved to, with the new passphrase the person entered. Where
 * it went is sealed with that passphrase, so opening the seal also checks it: one that does
 * not open it saves nothing and connects nowhere. A notice from before the seal names the
 * place in the clear and is followed as it was (the new room then checks the passphrase).
 */
export async function continueMovedSync(passphrase: string): Promise<MovedFollow | null> {
  return runUserAction(async (): Promise<MovedFollow> => {
    const db = getDb();
    const config = await readSyncConfig(db);
    const sealed = sealedDestinationOf(config?.movedTo);
    if (config === null || sealed === undefined) {
      await followMovedRoom(db, passphrase);
      return { kind: 'following' };
    }
    const movedKey = await deriveMovedKey(passphrase, config.room);
    const destination = await openMovedDestination(movedKey, sealed);
    if (destination === null) return { kind: 'wrong' };
    const isFollowing = await db.transaction('rw', db.settings, async () => {
      const current = await readSyncConfig(db);
      // Sync was turned off or moved on meanwhile: what was opened is no longer the place.
      const held = current?.movedTo;
      if (current === null || held === undefined || sealedDestinationOf(held) !== sealed) {
        return false;
      }
      const movedTo = { ...destination, isThisDeviceRemoved: held.isThisDeviceRemoved };
      await saveSyncConfig(db, { ...current, movedTo });
      await followMovedRoom(db, passphrase);
      return true;
    });
    if (!isFollowing) return { kind: 'following' };
    const host = hostOf(destination.server);
    reportInfo(i18next.t('sync:movedJoining', { host }));
    return { kind: 'following', host };
  });
}

/** The sealed place a moved notice left this device, until the new passphrase opens it. */
export function sealedDestinationOf(movedTo: MovedRoom | undefined): string | undefined {
  if (movedTo === undefined || !('sealedDestination' in movedTo)) return undefined;
  return typeof movedTo.sealedDestination === 'string' ? movedTo.sealedDestination : undefined;
}

export const MAX_DEVICE_NAME_LENGTH = 80;

/** Renames this device in the others' lists; false (nothing saved) for an empty or long name. */
export async function renameThisDevice(name: string): Promise<boolean> {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > MAX_DEVICE_NAME_LENGTH) return false;
  return (await runUserAction(() => setDeviceName(getDb(), trimmed).then(() => true))) === true;
}
