/**
 * Clients of the scaled-out server for its tests: a plain `ws` client speaking Hocuspocus's
 * messages byte by byte (to send what the real provider never would), and the real
 * HocuspocusProvider in Node.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import WebSocket from 'ws';
import * as Y from 'yjs';

const MESSAGE_SYNC = 0;
const MESSAGE_AUTH = 2;
const AUTH_TOKEN = 0;
const MESSAGE_SYNC_STATUS = 8;
const SYNC_STEP_2 = 1;

/** A message for `room`: its name, then what `write` adds. */
export function roomMessage(room: string, write: (encoder: encoding.Encoder) => void) {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, room);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** What the provider sends first for a room: its token (none, here). */
export function authMessage(room: string): Uint8Array {
  return roomMessage(room, (encoder) => {
    encoding.writeVarUint(encoder, MESSAGE_AUTH);
    encoding.writeVarUint(encoder, AUTH_TOKEN);
    encoding.writeVarString(encoder, '');
  });
}

/** Sync step 1 of an empty document: what the provider sends after its token. */
export function stepOneMessage(room: string, doc = new Y.Doc()): Uint8Array {
  return roomMessage(room, (encoder) => {
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(encoder, doc);
  });
}

/** A sync message carrying one Yjs update. */
export function updateMessage(room: string, update: Uint8Array): Uint8Array {
  return roomMessage(room, (encoder) => {
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
  });
}

/** A Yjs update of a little over `bytes` bytes: one string of that many characters. */
export function updateOfSize(bytes: number): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, 'x'.repeat(bytes));
  return Y.encodeStateAsUpdate(doc);
}

/**
 * A raw client of one room. It asks for the room as the provider does (a token, then sync
 * step 1) and applies the sync messages the server sends to its own document.
 */
export type RawClient = {
  ws: WebSocket;
  doc: Y.Doc;
  /** Resolves once the server has answered step 1: the room is loaded and served. */
  served: Promise<void>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send: (message: Uint8Array) => void;
  /** Resolves once the server has acknowledged `count` writes of this client in all. */
  acknowledged: (count: number) => Promise<void>;
};

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(url: string, options: WebSocket.ClientOptions = {}) {
  const ws = new WebSocket(url, options);
  ws.binaryType = 'arraybuffer';
  const closed = new Promise<number>((resolve) =>
    ws.once('close', (code: number) => resolve(code)),
  );
  const opened = new Promise<WebSocket>((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_request, response) => {
      reject(new Error(`refused: ${response.statusCode ?? 0}`));
      ws.terminate();
    });
    ws.once('error', reject);
  });
  return { ws, opened, closed };
}

export async function openRoom(
  url: string,
  room: string,
  options: WebSocket.ClientOptions = {},
): Promise<RawClient> {
  const { ws, opened, closed } = openSocket(url, options);
  await opened;
  const doc = new Y.Doc();
  let markServed: () => void = () => undefined;
  const served = new Promise<void>((resolve) => (markServed = resolve));
  let acks = 0;
  const ackWaiters = new Set<() => void>();
  ws.on('message', (data: ArrayBuffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    if (decoding.readVarString(decoder) !== room) return;
    const kind = decoding.readVarUint(decoder);
    if (kind === MESSAGE_SYNC_STATUS) {
      acks += 1;
      for (const waiter of [...ackWaiters]) waiter();
    }
    if (kind !== MESSAGE_SYNC) return;
    const reply = encoding.createEncoder();
    encoding.writeVarString(reply, room);
    encoding.writeVarUint(reply, MESSAGE_SYNC);
    const before = encoding.length(reply);
    const type = syncProtocol.readSyncMessage(decoder, reply, doc, 'server');
    if (type === SYNC_STEP_2) markServed();
    if (encoding.length(reply) > before && ws.readyState === ws.OPEN) {
      ws.send(encoding.toUint8Array(reply));
    }
  });
  ws.send(authMessage(room));
  ws.send(stepOneMessage(room, doc));
  const acknowledged = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (acks < count) return;
        ackWaiters.delete(check);
        resolve();
      };
      ackWaiters.add(check);
      check();
    });
  return { ws, doc, served, closed, send: (message) => ws.send(message), acknowledged };
}

/** A raw client whose room is loaded and served. */
export async function joinRoom(url: string, room: string, options?: WebSocket.ClientOptions) {
  const client = await openRoom(url, room, options);
  await Promise.race([
    client.served,
    client.closed.then((code) => {
      throw new Error(`closed (${code}) before the room was served`);
    }),
  ]);
  return client;
}

/** Resolves once `check` holds for the document, checked after each of its updates. */
export function until(doc: Y.Doc, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const test = () => {
      if (!check()) return;
      doc.off('update', test);
      resolve();
    };
    doc.on('update', test);
    test();
  });
}

/** The real provider in Node, on a socket of its own: destroying it closes the socket. */
export function connectProvider(url: string, room: string, doc = new Y.Doc()) {
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: room, document: doc });
  provider.attach();
  // The socket forwards its own 'destroy' back to the provider: once is enough.
  let isDestroyed = false;
  provider.on('destroy', () => {
    if (isDestroyed) return;
    isDestroyed = true;
    socket.destroy();
  });
  return provider;
}

/** Resolves once the provider has had its first exchange with the server. */
export function synced(provider: HocuspocusProvider): Promise<void> {
  return new Promise((resolve) => {
    if (provider.isSynced) resolve();
    else provider.on('synced', () => resolve());
  });
}
