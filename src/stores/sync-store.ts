import { create } from 'zustand';

import type { SyncStatus } from '../sync/sync-session';

/** Sync as Settings shows it: null while it is off or paused on this device. */
export const useSyncStore = create<{ status: SyncStatus | null }>(() => ({ status: null }));

export function setSyncStatus(status: SyncStatus | null): void {
  useSyncStore.setState({ status });
}
