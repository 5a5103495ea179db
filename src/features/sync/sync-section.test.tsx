import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { saveSyncConfig } from '../../db/sync-config-repo';
import { setSyncStatus } from '../../stores/sync-store';
import { renderFeature, setupAppTests } from '../../test/render';
import { SyncSection } from './sync-section';

setupAppTests();

const SERVER = 'ws://127.0.0.1:4455';
const connected = {
  connection: 'connected',
  room: 'syncing',
  unreadable: 0,
  skipped: 0,
  hasMirrorFailed: false,
  lastSyncedAt: null,
  waiting: 0,
  devices: [],
} as const;

async function showSync() {
  await saveSyncConfig(getDb(), {
    server: SERVER,
    room: '00112233445566778899aabbccddeeff',
    passphrase: 'correct horse battery staple',
    isPaused: false,
  });
  renderFeature(<SyncSection />);
  return screen.findByTestId('sync-status');
}

describe('Settings → Sync', () => {
  it('says a room that looks empty is awaited, not "connected"', async () => {
    setSyncStatus({ ...connected, room: 'empty' });
    expect((await showSync()).textContent).toMatch(/^Waiting for the data on/);
  });

  it('counts the records from the room it could not store', async () => {
    setSyncStatus({ ...connected, skipped: 2 });
    await showSync();
    expect(screen.getByTestId('sync-skipped').textContent).toContain('2 synced records');
  });

  it('never advises turning sync off when the passphrase does not open the room', async () => {
    setSyncStatus({ ...connected, room: 'wrong-key' });
    const status = (await showSync()).textContent;
    expect(status).toContain('does not open the data');
    expect(status).not.toMatch(/turn sync off/i);
  });
});
