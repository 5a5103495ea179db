import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { readSyncConfig, saveSyncConfig, type SyncConfig } from '../../db/sync-config-repo';
import { deriveMovedKey, sealMovedDestination } from '../../domain/sync/sync-key';
import { setSyncStatus } from '../../stores/sync-store';
import { noticeTexts, renderFeature, setupAppTests } from '../../test/render';
import { SyncSection } from './sync-section';

setupAppTests();

const OLD_ROOM = '00112233445566778899aabbccddeeff';
const NEW_ROOM = 'ffeeddccbbaa99887766554433221100';
const NEW_PASSPHRASE = 'the right new passphrase';
const place = {
  server: 'wss://sync.example.org:8443',
  room: NEW_ROOM,
  engine: 'hocuspocus',
} as const;

/** This device as it stands after reading a "moved" notice whose place is sealed. */
async function movedConfig(): Promise<SyncConfig> {
  const sealedDestination = await sealMovedDestination(
    await deriveMovedKey(NEW_PASSPHRASE, OLD_ROOM),
    place,
  );
  const movedTo = {
    server: 'ws://127.0.0.1:4455',
    room: OLD_ROOM,
    isThisDeviceRemoved: false,
    sealedDestination,
  };
  return {
    server: 'ws://127.0.0.1:4455',
    room: OLD_ROOM,
    passphrase: 'correct horse battery staple',
    isPaused: false,
    deviceId: 'laptop',
    deviceName: 'Laptop',
    movedTo,
  };
}

function enter(prompt: HTMLElement, passphrase: string) {
  fireEvent.change(within(prompt).getByLabelText('The new passphrase'), {
    target: { value: passphrase },
  });
  fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
}

describe('Settings → Sync: a move whose place is sealed', () => {
  it('names no server until the new passphrase opens it; a wrong one changes nothing', async () => {
    setSyncStatus(null);
    const moved = await movedConfig();
    await saveSyncConfig(getDb(), moved);
    renderFeature(<SyncSection />);
    const prompt = await screen.findByTestId('sync-moved');
    expect(screen.queryByTestId('sync-moved-host')).toBeNull();
    expect(prompt.textContent).not.toContain('sync.example.org');

    enter(prompt, 'correct horse battery staple');
    expect((await within(prompt).findByRole('alert')).textContent).toMatch(/before the change/);

    enter(prompt, 'a wrong new passphrase');
    expect(
      (await within(prompt).findByRole('alert', {}, { timeout: 20_000 })).textContent,
    ).toContain('does not open the moved sync');
    // Nothing saved, so the session connects nowhere: not the new room, not the old one.
    expect(await readSyncConfig(getDb())).toEqual(moved);
    expect(prompt.textContent).not.toContain('sync.example.org');
  }, 60_000);

  it('follows where the seal says once the new passphrase opens it, and says where it joins', async () => {
    setSyncStatus(null);
    await saveSyncConfig(getDb(), await movedConfig());
    renderFeature(<SyncSection />);
    enter(await screen.findByTestId('sync-moved'), NEW_PASSPHRASE);
    await waitFor(async () => expect((await readSyncConfig(getDb()))?.room).toBe(NEW_ROOM), {
      timeout: 20_000,
    });
    const following = await readSyncConfig(getDb());
    expect(following).toEqual({
      server: place.server,
      room: NEW_ROOM,
      engine: 'hocuspocus',
      passphrase: NEW_PASSPHRASE,
      isPaused: false,
      createsRoom: false,
      carriedFrom: OLD_ROOM,
      deviceId: 'laptop',
      deviceName: 'Laptop',
    });
    expect(noticeTexts()).toContain('Joining sync.example.org:8443…');
  }, 60_000);
});
