// @vitest-environment node
/**
 * One malformed frame used to end the whole server (no 'error' listener on the socket).
 * Each frame below is sent raw after a real handshake; the server must close that one
 * connection, say why in one line, and go on serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServerProcess, type ServerProcess } from './server-process';
import { expectServes, rawConnection } from './test-clients';

/** Clients must mask their frames; a zero mask leaves the payload bytes as written. */
const MASK = [0, 0, 0, 0];

const BAD_FRAMES: [string, number[]][] = [
  [
    'a declared length of 2^63 - 1',
    [0x82, 0xff, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, ...MASK],
  ],
  [
    'a declared length of 4 GiB, over the message cap',
    [0x82, 0xff, 0, 0, 0, 1, 0, 0, 0, 0, ...MASK],
  ],
  ['a reserved opcode', [0x83, 0x80, ...MASK]],
  ['an unmasked client frame', [0x82, 0x02, 0x00, 0x00]],
  ['RSV1 set with no extension agreed', [0xc2, 0x80, ...MASK]],
  ['a text frame that is not UTF-8', [0x81, 0x82, ...MASK, 0xc3, 0x28]],
  ['a ping longer than 125 bytes', [0x89, 0xfe, 0x00, 0x7e, ...MASK]],
];

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
}, 20_000);

afterAll(async () => {
  await server.stop();
});

describe('the sync server, sent a malformed frame', () => {
  it.each(BAD_FRAMES)('closes that connection and keeps serving: %s', async (_name, frame) => {
    const since = server.mark();
    const { socket, closed } = await rawConnection(server.port, 'a-room');
    socket.write(Uint8Array.from(frame));
    await closed;
    expect(
      await server.waitForLog(/closed the connection from 127\.0\.0\.1, room "a-room": .+/, since),
    ).toBeTruthy();
    expect(server.isRunning()).toBe(true);
    await expectServes(server.url, 'another-room');
  });
});
