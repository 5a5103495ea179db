import { describe, expect, it } from 'vitest';

import { newRoomId, pairingCode, PairingCodeError, readPairingCode } from './pairing';

describe('pairing codes', () => {
  it('carry the server, the room and the passphrase, in any script', () => {
    const pairing = {
      server: 'ws://192.168.1.20:4455',
      room: newRoomId(),
      passphrase: '我的同步口令 long',
    };
    expect(readPairingCode(`  ${pairingCode(pairing)}\n`)).toEqual({
      ...pairing,
      engine: 'y-websocket',
    });
  });

  it('still read codes made before they named the kind of server: the one-process server', () => {
    const room = newRoomId();
    const older = `forethought-sync:1:${btoa(JSON.stringify(['ws://10.0.0.2:4455', room, 'an old passphrase']))}`;
    expect(readPairingCode(older)).toEqual({
      server: 'ws://10.0.0.2:4455',
      room,
      passphrase: 'an old passphrase',
      engine: 'y-websocket',
    });
  });

  it('write the default kind of server as earlier versions read it: three fields', () => {
    const code = pairingCode({
      server: 'ws://h:1',
      room: newRoomId(),
      passphrase: 'p',
      engine: 'y-websocket',
    });
    const fields: unknown = JSON.parse(
      Buffer.from(code.split(':')[2] ?? '', 'base64url').toString(),
    );
    expect(fields).toHaveLength(3);
  });

  it('refuse a kind of server this version does not know', () => {
    const room = newRoomId();
    const unknown = `forethought-sync:1:${btoa(JSON.stringify(['ws://h:1', room, 'pass', 'carrier-pigeon']))}`;
    expect(() => readPairingCode(unknown)).toThrow(PairingCodeError);
  });

  it('refuse what is not one, changing nothing', () => {
    const good = pairingCode({ server: 'wss://sync.example', room: newRoomId(), passphrase: 'p' });
    for (const bad of ['', 'hello', good.slice(0, -4), good.replace('sync:1', 'sync:9')]) {
      expect(() => readPairingCode(bad)).toThrow(PairingCodeError);
    }
    const httpServer = pairingCode({ server: 'http://x', room: newRoomId(), passphrase: 'p' });
    expect(() => readPairingCode(httpServer)).toThrow(PairingCodeError);
  });

  it('make rooms of 128 random bits', () => {
    const rooms = new Set(Array.from({ length: 50 }, newRoomId));
    expect(rooms.size).toBe(50);
    for (const room of rooms) expect(room).toMatch(/^[0-9a-f]{32}$/);
  });
});
