// @vitest-environment node
/**
 * The frames that once ended the one-process server, and Hocuspocus messages no provider
 * sends, each sent to a scaled-out process after a real handshake: the process closes that
 * one connection, says why in one line, and goes on serving.
 */
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';

import {
  startScaledFleet,
  type ScaledFleet,
  type ScaledServer,
} from '../../src/test/scaled-sync-server';
import { rawConnection } from '../sync-server/test-clients';
import { authMessage, joinRoom, openSocket, roomMessage, updateMessage } from './test-clients';

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

const BAD_MESSAGES: [string, Uint8Array, RegExp][] = [
  ['an empty message', new Uint8Array(0), /not a Hocuspocus message/],
  [
    'a room name longer than the message',
    Uint8Array.of(0xff, 0xff, 0x03, 0x61),
    /not a Hocuspocus message/,
  ],
  [
    'a message of no known kind',
    roomMessage('a-room', (encoder) => encoding.writeVarUint(encoder, 99)),
    /a kind of message the app never sends/,
  ],
  [
    'a stateless broadcast to the room',
    roomMessage('a-room', (encoder) => {
      encoding.writeVarUint(encoder, 6);
      encoding.writeVarString(encoder, 'to everyone');
    }),
    /a kind of message the app never sends/,
  ],
  [
    'a room name over 256 characters',
    authMessage('r'.repeat(300)),
    /a room name over 256 characters/,
  ],
];

let fleet: ScaledFleet;
let server: ScaledServer;

beforeAll(async () => {
  fleet = await startScaledFleet({ servers: 1 });
  const [first] = fleet.servers;
  if (first === undefined) throw new Error('a server expected');
  server = first;
}, 30_000);

afterAll(async () => {
  await fleet.stop();
});

async function expectStillServing() {
  expect(server.isRunning()).toBe(true);
  const client = await joinRoom(server.url, 'another-room');
  client.ws.close();
}

describe('a scaled-out process, sent a malformed frame', () => {
  it.each(BAD_FRAMES)('closes that connection and keeps serving: %s', async (_name, frame) => {
    const since = server.mark();
    const { socket, closed } = await rawConnection(server.port, 'a-room');
    socket.write(Uint8Array.from(frame));
    await closed;
    expect(
      await server.waitForLog(/closed the connection from 127\.0\.0\.1: .+/, since),
    ).toBeTruthy();
    await expectStillServing();
  });
});

describe('a scaled-out process, sent a message no provider sends', () => {
  it.each(BAD_MESSAGES)(
    'closes that connection and keeps serving: %s',
    async (_name, message, line) => {
      const since = server.mark();
      const { ws, opened, closed } = openSocket(server.url);
      await opened;
      ws.send(message);
      await closed;
      expect(await server.waitForLog(line, since)).toBeTruthy();
      await expectStillServing();
    },
  );

  it('applies nothing of an update that is not a Yjs update, and keeps serving the room', async () => {
    const client = await joinRoom(server.url, 'a-room');
    const written = new Y.Doc();
    written.getText('t').insert(0, 'what the room held');
    client.send(updateMessage('a-room', Y.encodeStateAsUpdate(written)));
    client.send(
      roomMessage('a-room', (encoder) => {
        encoding.writeVarUint(encoder, 0);
        encoding.writeVarUint(encoder, 2);
        encoding.writeVarUint8Array(encoder, Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0x0f, 1, 2));
      }),
    );
    // Both answered (after the answer to the client's own step 2): the process read them.
    await client.acknowledged(3);
    await expectStillServing();
    const next = await joinRoom(server.url, 'a-room');
    expect(next.doc.getText('t').toJSON()).toBe('what the room held');
    next.ws.close();
    client.ws.close();
  });
});
