/**
 * Clients of the sync server for its tests: a raw TCP socket after a real WebSocket
 * handshake (to send frames crafted byte by byte), and a plain `ws` client speaking
 * y-websocket's messages.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import WebSocket from 'ws';
import * as Y from 'yjs';

const MESSAGE_SYNC = 0;
/** Sync step 2 with an empty update: what a device with nothing new replies to step 1. */
const NOTHING_NEW = Uint8Array.from([MESSAGE_SYNC, 1, 2, 0, 0]);

/** A TCP socket that completed the WebSocket handshake: what it sends next is raw frames. */
export type RawConnection = { socket: Socket; closed: Promise<void> };

export function rawConnection(port: number, room: string): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1');
  // The server may reset the socket after a bad frame: that is the expected end, not a fault.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `GET /${room} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\n` +
      `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
      'Sec-WebSocket-Version: 13\r\n\r\n',
  );
  return new Promise((resolve, reject) => {
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      // Later frames from the server are read and dropped, so nothing backs up.
      socket.resume();
      if (head.startsWith('HTTP/1.1 101')) resolve({ socket, closed });
      else reject(new Error(`handshake refused: ${head.split('\r\n')[0] ?? ''}`));
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

/**
 * A `ws` client of a room. Messages are queued from the start: the server's first one can
 * arrive in the same packet as the handshake's answer, before anyone could ask for it.
 */
export type Client = {
  ws: WebSocket;
  /** The next message from the server; rejects if the connection closes first. */
  next: () => Promise<Uint8Array>;
  /** Resolves with the close code. */
  closed: Promise<number>;
};

/** An open client of a room; rejects with the HTTP status when the upgrade is refused. */
export function openClient(
  url: string,
  room: string,
  options: WebSocket.ClientOptions = {},
): Promise<Client> {
  const ws = new WebSocket(`${url}/${room}`, options);
  ws.binaryType = 'arraybuffer';
  const queued: Uint8Array[] = [];
  let closeCode: number | null = null;
  /** The pending next(), if any: settles it from the queue or the close. */
  let settleNext: (() => void) | null = null;
  ws.on('message', (data: ArrayBuffer) => {
    queued.push(new Uint8Array(data));
    settleNext?.();
  });
  const closed = new Promise<number>((resolve) =>
    ws.once('close', (code: number) => {
      closeCode = code;
      settleNext?.();
      resolve(code);
    }),
  );
  const next = () =>
    new Promise<Uint8Array>((resolve, reject) => {
      const settle = () => {
        const message = queued.shift();
        if (message === undefined && closeCode === null) return;
        settleNext = null;
        if (message !== undefined) resolve(message);
        else reject(new Error(`closed (${closeCode ?? 0}) before a message`));
      };
      settleNext = settle;
      settle();
    });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, next, closed }));
    ws.once('unexpected-response', (_request, response) => {
      reject(new Error(`refused: ${response.statusCode ?? 0}`));
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** A y-websocket message carrying one Yjs update. */
export function updateMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

/**
 * Resolves once the server has loaded the room and opened sync with this client (its
 * first message is sync step 1): proof that it is up and serving.
 */
export async function expectServes(url: string, room: string): Promise<void> {
  const client = await openClient(url, room);
  const first = await client.next();
  client.ws.close();
  if (first[0] !== MESSAGE_SYNC || first[1] !== 0) {
    throw new Error(`expected sync step 1, got [${first.slice(0, 4).join(', ')}]`);
  }
}

/**
 * What a room holds, read as a device with nothing to add reads it (after the server's
 * step 1): it replies "nothing new", asks with its own step 1, and applies the step 2.
 */
export async function readRoom({ ws, next }: Client): Promise<Y.Doc> {
  const doc = new Y.Doc();
  ws.send(NOTHING_NEW);
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(encoder, doc);
  ws.send(encoding.toUint8Array(encoder));
  const decoder = decoding.createDecoder(await next());
  decoding.readVarUint(decoder);
  syncProtocol.readSyncMessage(decoder, encoding.createEncoder(), doc, null);
  return doc;
}
