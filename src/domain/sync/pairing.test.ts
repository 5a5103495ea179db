import { describe, expect, it } from 'vitest';

import { newRoomId, pairingCode, PairingCodeError, readPairingCode } from './pairing';

describe('pairing codes', () => {
  it('carry the server, the room and the passphrase, in any script', () => {
    const pairing = {
      server: 'ws://192.168.1.20:4455',
      room: newRoomId(),
      passphrase: '我的同步口令 long',
    };
    expect(readPairingCode(`  ${pairingCode(pairing)}\n`)).toEqual(pairing);
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
