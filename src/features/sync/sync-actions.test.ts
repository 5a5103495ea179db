import { afterEach, describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { forgetSyncConfig, markRoomCreated, readSyncConfig } from '../../db/sync-config-repo';
import { turnOnSync } from './sync-actions';

const SERVER = 'ws://127.0.0.1:4455';
const PASSPHRASE = 'correct horse battery staple';
const ROOM = '00112233445566778899aabbccddeeff';

afterEach(async () => {
  await forgetSyncConfig(getDb());
});

describe('turning sync on', () => {
  it('lets only the first device create the room, until its room has opened', async () => {
    await turnOnSync({ server: SERVER, passphrase: PASSPHRASE });
    const first = await readSyncConfig(getDb());
    expect(first?.createsRoom).toBe(true);

    await markRoomCreated(getDb(), ROOM);
    expect((await readSyncConfig(getDb()))?.createsRoom).toBe(true);
    await markRoomCreated(getDb(), first?.room ?? '');
    expect((await readSyncConfig(getDb()))?.createsRoom).toBe(false);
  });

  it('never lets a device that joins with a pairing code create it', async () => {
    await turnOnSync({ server: SERVER, room: ROOM, passphrase: PASSPHRASE });
    expect((await readSyncConfig(getDb()))?.createsRoom).toBe(false);
  });
});
