import i18next from 'i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { followMovedRoom, moveToNewRoom, setDeviceName } from '../../db/sync-config-repo';
import { newRoomId } from '../../domain/sync/pairing';
import { MIN_PASSPHRASE_LENGTH } from '../../domain/sync/sync-key';

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

/** Follows sync to the room it moved to, with the new passphrase the person entered. */
export async function continueMovedSync(passphrase: string) {
  await runUserAction(() => followMovedRoom(getDb(), passphrase));
}

export const MAX_DEVICE_NAME_LENGTH = 80;

/** Renames this device in the others' lists; false (nothing saved) for an empty or long name. */
export async function renameThisDevice(name: string): Promise<boolean> {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > MAX_DEVICE_NAME_LENGTH) return false;
  return (await runUserAction(() => setDeviceName(getDb(), trimmed).then(() => true))) === true;
}
