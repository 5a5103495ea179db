import i18next from 'i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { deleteSyncDocuments } from '../../db/sync-documents';
import { forgetSyncConfig, saveSyncConfig, setSyncPaused } from '../../db/sync-config-repo';
import { newRoomId, type SyncPairing } from '../../domain/sync/pairing';

/**
 * Turns sync on with a new room (the first device), or joins an existing one. Only the
 * first device may give the room its key check (SyncConfig.createsRoom).
 */
export async function turnOnSync(pairing: Omit<SyncPairing, 'room'> & { room?: string }) {
  const createsRoom = pairing.room === undefined;
  const config = { ...pairing, room: pairing.room ?? newRoomId(), isPaused: false, createsRoom };
  await runUserAction(() => saveSyncConfig(getDb(), config));
}

export async function pauseSync(isPaused: boolean) {
  await runUserAction(() => setSyncPaused(getDb(), isPaused));
}

/** Turns sync off here; this browser's copy of the sync document goes with it. */
export async function turnOffSync(room: string) {
  const isOff = await runUserAction(async () => {
    await forgetSyncConfig(getDb());
    await deleteSyncDocuments(room);
    return true;
  });
  if (isOff !== null) {
    reportInfo(i18next.t('sync:turnedOff'));
  }
}

export async function copyPairingCode(code: string) {
  if ((await runUserAction(() => navigator.clipboard.writeText(code).then(() => true))) !== null) {
    reportInfo(i18next.t('sync:copied'));
  }
}
