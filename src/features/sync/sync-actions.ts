import i18next from 'i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { forgetSyncConfig, saveSyncConfig, setSyncPaused } from '../../db/sync-config-repo';
import { newRoomId, type SyncPairing } from '../../domain/sync/pairing';

/** Turns sync on with a new room (the first device), or joins an existing one. */
export async function turnOnSync(pairing: Omit<SyncPairing, 'room'> & { room?: string }) {
  const config = { ...pairing, room: pairing.room ?? newRoomId(), isPaused: false };
  await runUserAction(() => saveSyncConfig(getDb(), config));
}

export async function pauseSync(isPaused: boolean) {
  await runUserAction(() => setSyncPaused(getDb(), isPaused));
}

export async function turnOffSync() {
  if ((await runUserAction(() => forgetSyncConfig(getDb()).then(() => true))) !== null) {
    reportInfo(i18next.t('sync:turnedOff'));
  }
}

export async function copyPairingCode(code: string) {
  if ((await runUserAction(() => navigator.clipboard.writeText(code).then(() => true))) !== null) {
    reportInfo(i18next.t('sync:copied'));
  }
}
