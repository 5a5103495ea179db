// @vitest-environment node
/**
 * The caps that bound what one client can make the server hold: each refuses or closes only
 * the connection at fault, says so in one line, and the server goes on serving.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import * as Y from 'yjs';

import { startServerProcess, type ServerProcess } from './server-process';
import { expectServes, openClient, readRoom, updateMessage, type Client } from './test-clients';

const CLOSE_MESSAGE_TOO_BIG = 1009;
const CLOSE_POLICY = 1008;

let server: ServerProcess | null = null;
const clients: Client[] = [];

async function startServer(caps: Record<string, string>): Promise<ServerProcess> {
  server = await startServerProcess(caps);
  return server;
}

afterEach(async () => {
  for (const { ws } of clients.splice(0)) ws.terminate();
  await server?.stop();
  server = null;
});

/** A client whose room is loaded and syncing: it got the server's step 1. */
async function joined(url: string, room: string, options?: WebSocket.ClientOptions) {
  const client = await openClient(url, room, options);
  clients.push(client);
  await client.next();
  return client;
}

/** A Yjs update of a little over `bytes` bytes: one string of that many characters. */
function updateOfSize(bytes: number): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, 'x'.repeat(bytes));
  return Y.encodeStateAsUpdate(doc);
}

describe('MAX_MESSAGE_MIB', () => {
  it('closes a connection that sends a larger message; smaller ones are relayed', async () => {
    const { url, mark, waitForLog, isRunning } = await startServer({ MAX_MESSAGE_MIB: '0.0625' });
    const since = mark();
    const sender = await joined(url, 'room');
    sender.ws.send(new Uint8Array(64 * 1024 + 1));
    expect(await sender.closed).toBe(CLOSE_MESSAGE_TOO_BIG);
    const line = /closed the connection from .*over the 0\.063 MiB cap \(MAX_MESSAGE_MIB\)/;
    expect(await waitForLog(line, since)).toBeTruthy();
    expect(isRunning()).toBe(true);

    const writer = await joined(url, 'room');
    const reader = await joined(url, 'room');
    writer.ws.send(updateMessage(updateOfSize(60 * 1024)));
    expect((await reader.next()).byteLength).toBeGreaterThan(60 * 1024);
  });
});

describe('MAX_CONNECTIONS_PER_ADDRESS', () => {
  it('refuses one more connection from an address, and only from that address', async () => {
    const { url, mark, waitForLog } = await startServer({ MAX_CONNECTIONS_PER_ADDRESS: '3' });
    const since = mark();
    for (let i = 0; i < 3; i += 1) await joined(url, `room-${i}`);
    await expect(openClient(url, 'room-0')).rejects.toThrow('refused: 429');
    const line =
      /refused a connection from 127\.0\.0\.1: it has 3 open \(MAX_CONNECTIONS_PER_ADDRESS\)/;
    expect(await waitForLog(line, since)).toBeTruthy();
    // Another loopback address is not held to 127.0.0.1's count.
    await joined(url, 'room-0', { localAddress: '127.0.0.2' });
  });
});

describe('MAX_ROOM_MIB', () => {
  it('closes a connection whose write would grow the room past the cap, also after a restart', async () => {
    const chunk = 20 * 1024;
    const { url, mark, waitForLog, restart } = await startServer({ MAX_ROOM_MIB: '0.0625' });
    const writer = await joined(url, 'room');
    for (let i = 0; i < 4; i += 1) writer.ws.send(updateMessage(updateOfSize(chunk)));
    expect(await writer.closed).toBe(CLOSE_POLICY);
    const line = /closed the connection from .*would grow past 0\.063 MiB \(MAX_ROOM_MIB\)/;
    expect(await waitForLog(line)).toBeTruthy();

    // The room kept the three writes that fit, and is still read.
    const room = await readRoom(await joined(url, 'room'));
    expect(room.getText('t').length).toBe(3 * chunk);

    // Loaded again from disk, the room counts what it holds: the next write is refused.
    await restart();
    const since = mark();
    const late = await joined(url, 'room');
    late.ws.send(updateMessage(updateOfSize(chunk)));
    expect(await late.closed).toBe(CLOSE_POLICY);
    expect(await waitForLog(/MAX_ROOM_MIB/, since)).toBeTruthy();
  });
});

describe('MAX_ROOMS', () => {
  it('refuses a connection to a room not in memory when the cap is reached', async () => {
    const { url, mark, waitForLog } = await startServer({ MAX_ROOMS: '2' });
    const since = mark();
    await joined(url, 'first');
    await joined(url, 'second');
    await expect(openClient(url, 'third')).rejects.toThrow('refused: 503');
    const line = /refused a connection to room "third": 2 rooms in memory \(MAX_ROOMS\)/;
    expect(await waitForLog(line, since)).toBeTruthy();
    // A room already in memory takes more devices.
    await expectServes(url, 'first');
  });
});
