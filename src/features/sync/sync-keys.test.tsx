import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { readSyncConfig, saveSyncConfig, type SyncConfig } from '../../db/sync-config-repo';
import { SYNC_ENGINES } from '../../domain/sync/sync-engines';
import { setSyncStatus } from '../../stores/sync-store';
import { renderFeature, setupAppTests } from '../../test/render';
import { SyncSection } from './sync-section';

setupAppTests();

const ROOM = '00112233445566778899aabbccddeeff';
const NEW_ROOM = 'ffeeddccbbaa99887766554433221100';
const config: SyncConfig = {
  server: 'ws://127.0.0.1:4455',
  room: ROOM,
  passphrase: 'correct horse battery staple',
  isPaused: false,
  deviceId: 'laptop',
  deviceName: 'Laptop',
};
const connected = {
  connection: 'connected',
  room: 'syncing',
  unreadable: 0,
  skipped: 0,
  hasMirrorFailed: false,
  lastSyncedAt: null,
  waiting: 0,
  devices: [
    { id: 'laptop', name: 'Laptop', seenAt: 2, isThisDevice: true },
    { id: 'phone', name: 'Old phone', seenAt: 1, isThisDevice: false },
  ],
} as const;

async function showSync(saved: SyncConfig = config) {
  await saveSyncConfig(getDb(), saved);
  renderFeature(<SyncSection />);
}

function typeNew(form: HTMLElement, passphrase: string, repeated = passphrase) {
  fireEvent.change(within(form).getByLabelText(/^New passphrase/), {
    target: { value: passphrase },
  });
  fireEvent.change(within(form).getByLabelText('The new passphrase again'), {
    target: { value: repeated },
  });
}

describe('Settings → Sync: server type', () => {
  it('offers every kind of server by name and saves the one chosen', async () => {
    renderFeature(<SyncSection />);
    const select = await screen.findByLabelText('Server type');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([...SYNC_ENGINES]);
    expect(options[0]?.textContent).toBe('One process (npm run sync-server)');
    const last = SYNC_ENGINES[SYNC_ENGINES.length - 1] ?? 'y-websocket';
    fireEvent.change(select, { target: { value: last } });
    fireEvent.change(screen.getByLabelText(/^Passphrase/), {
      target: { value: 'a long enough passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on sync' }));
    await waitFor(async () => expect((await readSyncConfig(getDb()))?.engine).toBe(last));
  });
});

describe('Settings → Sync: following a move', () => {
  it('shows where sync went and refuses the passphrase from before the change', async () => {
    const moved: SyncConfig = {
      ...config,
      movedTo: {
        server: 'wss://sync.example.org:8443',
        room: NEW_ROOM,
        isThisDeviceRemoved: false,
      },
    };
    await showSync(moved);
    expect((await screen.findByTestId('sync-moved-host')).textContent).toContain(
      'sync.example.org:8443',
    );
    const form = screen.getByTestId('sync-moved');
    fireEvent.change(within(form).getByLabelText(/passphrase/i), {
      target: { value: config.passphrase },
    });
    fireEvent.click(within(form).getByRole('button'));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/before the change/);
    expect(await readSyncConfig(getDb())).toEqual(moved);
  });
});

describe('Settings → Sync: changing the passphrase', () => {
  it('refuses a short, a mismatched or the same passphrase, and a change while offline', async () => {
    setSyncStatus(connected);
    await showSync();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the passphrase…' }));
    const form = screen.getByRole('form', { name: 'Change the passphrase' });
    const submit = () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Change the passphrase' }));
    typeNew(form, 'short');
    submit();
    expect(
      await within(form).findByText('The passphrase needs at least 12 characters.'),
    ).toBeTruthy();
    typeNew(form, 'a new long passphrase', 'a new long passphrasE');
    submit();
    expect(await within(form).findByText('The two passphrases differ.')).toBeTruthy();
    typeNew(form, config.passphrase);
    submit();
    expect(await within(form).findByText(/in use now/)).toBeTruthy();
    setSyncStatus({ ...connected, connection: 'offline' });
    typeNew(form, 'a new long passphrase');
    submit();
    expect(await within(form).findByText(/Connect to the server first/)).toBeTruthy();
    expect(await readSyncConfig(getDb())).toEqual(config);
  });

  it('moves this device to a new room it creates, keeping the old key only to tell the old room', async () => {
    setSyncStatus(connected);
    await showSync();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the passphrase…' }));
    const form = screen.getByRole('form', { name: 'Change the passphrase' });
    typeNew(form, 'a new long passphrase');
    fireEvent.click(within(form).getByRole('button', { name: 'Change the passphrase' }));
    await waitFor(async () => expect((await readSyncConfig(getDb()))?.room).not.toBe(ROOM));
    const moved = await readSyncConfig(getDb());
    expect(moved).toMatchObject({
      passphrase: 'a new long passphrase',
      createsRoom: true,
      carriedFrom: ROOM,
      leaving: { room: ROOM, passphrase: config.passphrase, server: config.server },
    });
    expect(moved?.leaving?.removedDevice).toBeUndefined();
    expect(await screen.findByText(/The passphrase is changed/)).toBeTruthy();
  });

  it('says why a change is refused while an earlier one is still being finished', async () => {
    setSyncStatus(connected);
    const unfinished: SyncConfig = {
      ...config,
      leaving: { room: NEW_ROOM, passphrase: 'the passphrase before', server: config.server },
    };
    await showSync(unfinished);
    fireEvent.click(await screen.findByRole('button', { name: 'Change the passphrase…' }));
    const form = screen.getByRole('form', { name: 'Change the passphrase' });
    typeNew(form, 'a new long passphrase');
    fireEvent.click(within(form).getByRole('button', { name: 'Change the passphrase' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/earlier change/);
    expect(await readSyncConfig(getDb())).toEqual(unfinished);
  });

  it('removes a device only after saying what happens: the new passphrase is never given to it', async () => {
    setSyncStatus(connected);
    await showSync();
    const devices = await screen.findAllByTestId('sync-device');
    expect(devices.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Laptop (this device)'),
      expect.stringContaining('Old phone'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove… Old phone' }));
    const form = screen.getByRole('form', { name: 'Remove Old phone' });
    expect(form.textContent).toContain('that Old phone never gets');
    expect((await readSyncConfig(getDb()))?.room).toBe(ROOM);
    typeNew(form, 'a new long passphrase');
    fireEvent.click(
      within(form).getByRole('button', { name: 'Remove it and change the passphrase' }),
    );
    await waitFor(async () =>
      expect((await readSyncConfig(getDb()))?.leaving?.removedDevice).toBe('phone'),
    );
  });

  it('tells apart two devices that share a name', async () => {
    setSyncStatus({
      ...connected,
      devices: [
        { id: 'aaaa1111', name: 'Chrome on Linux', seenAt: 2, isThisDevice: true },
        { id: 'bbbb2222', name: 'Chrome on Linux', seenAt: 1, isThisDevice: false },
      ],
    });
    await showSync();
    expect(await screen.findByText('Chrome on Linux · aaaa (this device)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove… Chrome on Linux · bbbb' })).toBeTruthy();
  });

  it('renames this device', async () => {
    setSyncStatus(connected);
    await showSync();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const field = screen.getByLabelText('Name of this device');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A name needs 1 to 80 characters.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Work laptop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await readSyncConfig(getDb()))?.deviceName).toBe('Work laptop'),
    );
  });
});

describe('Settings → Sync: a sync that moved', () => {
  const movedTo = { server: config.server, room: NEW_ROOM, isThisDeviceRemoved: false };

  it('says so plainly, and follows with the new passphrase as a joining device', async () => {
    setSyncStatus(null);
    await showSync({ ...config, movedTo });
    const prompt = await screen.findByTestId('sync-moved');
    expect(prompt.textContent).toContain('Sync moved to a new passphrase — enter it to continue');
    fireEvent.change(within(prompt).getByLabelText('The new passphrase'), {
      target: { value: 'short' },
    });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(
      await within(prompt).findByText('The passphrase needs at least 12 characters.'),
    ).toBeTruthy();
    expect((await readSyncConfig(getDb()))?.movedTo).toEqual(movedTo);

    fireEvent.change(within(prompt).getByLabelText('The new passphrase'), {
      target: { value: 'a new long passphrase' },
    });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    await waitFor(async () => expect((await readSyncConfig(getDb()))?.room).toBe(NEW_ROOM));
    const following = await readSyncConfig(getDb());
    expect(following).toMatchObject({
      passphrase: 'a new long passphrase',
      createsRoom: false,
      carriedFrom: ROOM,
      deviceId: 'laptop',
    });
    expect(following?.movedTo).toBeUndefined();
  });

  it('says when the new passphrase does not open the new room, and takes another', async () => {
    setSyncStatus({ ...connected, room: 'wrong-key' });
    const following = { ...config, room: NEW_ROOM, carriedFrom: ROOM, createsRoom: false };
    await showSync(following);
    const prompt = await screen.findByTestId('sync-moved');
    expect(within(prompt).getByRole('alert').textContent).toContain('does not open the moved sync');
    fireEvent.change(within(prompt).getByLabelText('The new passphrase'), {
      target: { value: 'the right new passphrase' },
    });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    await waitFor(async () =>
      expect((await readSyncConfig(getDb()))?.passphrase).toBe('the right new passphrase'),
    );
    expect((await readSyncConfig(getDb()))?.room).toBe(NEW_ROOM);
  });

  it('tells a removed device it was removed', async () => {
    setSyncStatus(null);
    await showSync({ ...config, movedTo: { ...movedTo, isThisDeviceRemoved: true } });
    expect((await screen.findByTestId('sync-moved')).textContent).toContain(
      'This device was removed from sync',
    );
  });
});
