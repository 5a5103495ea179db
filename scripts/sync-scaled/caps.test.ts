// @vitest-environment node
/**
 * The caps of the one-process server, held on the scaled-out one too: each refuses or
 * closes only the connection at fault, says so in one line, and the process goes on
 * serving. A room's size counts the writes of every process, so a cap reached through one
 * holds on the others.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';

import { startScaledFleet, type ScaledFleet } from '../../src/test/scaled-sync-server';
import {
  authMessage,
  joinRoom,
  openRoom,
  openSocket,
  stepOneMessage,
  until,
  updateMessage,
  updateOfSize,
  type RawClient,
} from './test-clients';

const CLOSE_POLICY = 1008;
const CLOSE_MESSAGE_TOO_BIG = 1009;
const CLOSE_TRY_AGAIN_LATER = 1013;

let fleet: ScaledFleet | null = null;
const clients: RawClient[] = [];

afterEach(async () => {
  for (const { ws } of clients.splice(0)) ws.terminate();
  await fleet?.stop();
  fleet = null;
});

async function startFleet(servers: number, env: Record<string, string>) {
  fleet = await startScaledFleet({ servers, env });
  return fleet.servers;
}

async function joined(url: string, room: string, options?: WebSocket.ClientOptions) {
  const client = await joinRoom(url, room, options);
  clients.push(client);
  return client;
}

describe('MAX_MESSAGE_MIB', () => {
  it('closes a connection that sends a larger message; smaller ones are relayed', async () => {
    const [one, two] = await startFleet(2, { MAX_MESSAGE_MIB: '0.0625' });
    if (one === undefined || two === undefined) throw new Error('two servers expected');
    const since = one.mark();
    const sender = await joined(one.url, 'room');
    sender.ws.send(new Uint8Array(64 * 1024 + 1));
    expect(await sender.closed).toBe(CLOSE_MESSAGE_TOO_BIG);
    const line = /closed the connection from .*over the 0\.063 MiB cap \(MAX_MESSAGE_MIB\)/;
    expect(await one.waitForLog(line, since)).toBeTruthy();
    expect(one.isRunning()).toBe(true);

    const writer = await joined(one.url, 'room');
    const reader = await joined(two.url, 'room');
    writer.send(updateMessage('room', updateOfSize(60 * 1024)));
    await until(reader.doc, () => reader.doc.getText('t').length === 60 * 1024);
  });
});

describe('connections that never set up a room', () => {
  it('closes one that sends more than 64 KiB before its room is set up, whatever the message cap', async () => {
    const [one] = await startFleet(1, {});
    if (one === undefined) throw new Error('a server expected');
    const since = one.mark();
    // Never asking for the room (no token), everything it sends waits for a room never loaded.
    const { ws, opened, closed } = openSocket(one.url);
    await opened;
    for (let i = 0; i < 3; i += 1) ws.send(updateMessage('room', updateOfSize(30 * 1024)));
    expect(await closed).toBe(CLOSE_POLICY);
    expect(await one.waitForLog(/more than 64 KiB before its room was set up/, since)).toBeTruthy();
  });

  it('closes one with no room set up after MAX_SETUP_SECONDS, and not one whose room is', async () => {
    const [one] = await startFleet(1, { MAX_SETUP_SECONDS: '0.5' });
    if (one === undefined) throw new Error('a server expected');
    const since = one.mark();
    const device = await joined(one.url, 'room');
    const silent = openSocket(one.url);
    await silent.opened;
    const waiting = openSocket(one.url);
    await waiting.opened;
    waiting.ws.send(stepOneMessage('room'));
    expect(await silent.closed).toBe(CLOSE_POLICY);
    expect(await waiting.closed).toBe(CLOSE_POLICY);
    const line =
      /closed the connection from 127\.0\.0\.1.*: no room set up within 0\.5 s \(MAX_SETUP_SECONDS\)/;
    expect(await one.waitForLog(line, since)).toBeTruthy();
    // The device's deadline came first; its write is still acknowledged, on the same socket.
    device.send(updateMessage('room', updateOfSize(10)));
    await device.acknowledged(2);
    expect(device.ws.readyState).toBe(device.ws.OPEN);
  });

  it('does not count rooms no connection set up towards MAX_ROOMS', async () => {
    const [one] = await startFleet(1, { MAX_ROOMS: '2' });
    if (one === undefined) throw new Error('a server expected');
    for (const room of ['idle-1', 'idle-2']) {
      const { ws, opened } = openSocket(one.url);
      clients.push({ ws } as RawClient);
      await opened;
      ws.send(stepOneMessage(room));
      // Answered once the message before it has passed the gate.
      await new Promise((resolve) => ws.once('pong', resolve).ping());
    }
    await joined(one.url, 'first');
    await joined(one.url, 'second');
    const third = await openRoom(one.url, 'third');
    clients.push(third);
    expect(await third.closed).toBe(CLOSE_TRY_AGAIN_LATER);
  });
});

describe('MAX_CONNECTIONS_PER_ADDRESS and MAX_CONNECTIONS', () => {
  it('refuses one more connection from an address, and only from that address', async () => {
    const [one] = await startFleet(1, { MAX_CONNECTIONS_PER_ADDRESS: '3' });
    if (one === undefined) throw new Error('a server expected');
    const since = one.mark();
    for (let i = 0; i < 3; i += 1) await joined(one.url, `room-${i}`);
    await expect(openSocket(one.url).opened).rejects.toThrow('refused: 429');
    const line =
      /refused a connection from 127\.0\.0\.1: it has 3 open \(MAX_CONNECTIONS_PER_ADDRESS\)/;
    expect(await one.waitForLog(line, since)).toBeTruthy();
    // Another loopback address is not held to 127.0.0.1's count.
    await joined(one.url, 'room-0', { localAddress: '127.0.0.2' });
  });

  it('refuses a connection past the process’s total, whatever the address', async () => {
    const [one] = await startFleet(1, { MAX_CONNECTIONS: '2' });
    if (one === undefined) throw new Error('a server expected');
    const since = one.mark();
    await joined(one.url, 'room', { localAddress: '127.0.0.1' });
    await joined(one.url, 'room', { localAddress: '127.0.0.2' });
    const third = openSocket(one.url, { localAddress: '127.0.0.3' });
    await expect(third.opened).rejects.toThrow('refused: 503');
    const line = /refused a connection from 127\.0\.0\.3: 2 connections open \(MAX_CONNECTIONS\)/;
    expect(await one.waitForLog(line, since)).toBeTruthy();
  });
});

describe('MAX_ROOM_MIB', () => {
  it('closes a connection whose write would grow the room past the cap, on every process and after a restart', async () => {
    const chunk = 20 * 1024;
    const [one, two] = await startFleet(2, { MAX_ROOM_MIB: '0.0625' });
    if (one === undefined || two === undefined) throw new Error('two servers expected');
    const watcher = await joined(two.url, 'room');
    const writer = await joined(one.url, 'room');
    for (let i = 0; i < 4; i += 1) writer.send(updateMessage('room', updateOfSize(chunk)));
    expect(await writer.closed).toBe(CLOSE_POLICY);
    const line = /closed the connection from .*would grow past 0\.063 MiB \(MAX_ROOM_MIB\)/;
    expect(await one.waitForLog(line)).toBeTruthy();

    // The room kept the three writes that fit; the other process relayed them.
    await until(watcher.doc, () => watcher.doc.getText('t').length === 3 * chunk);
    const room = await joined(one.url, 'room');
    expect(room.doc.getText('t').length).toBe(3 * chunk);

    // The other process counted what it relayed: a write there is refused as well.
    const since = two.mark();
    const other = await joined(two.url, 'room');
    other.send(updateMessage('room', updateOfSize(chunk)));
    expect(await other.closed).toBe(CLOSE_POLICY);
    expect(await two.waitForLog(/MAX_ROOM_MIB/, since)).toBeTruthy();

    // Loaded again from Redis, the room counts what it holds.
    for (const { ws } of clients.splice(0)) ws.terminate();
    await one.restart();
    const afterRestart = one.mark();
    const late = await joined(one.url, 'room');
    late.send(updateMessage('room', updateOfSize(chunk)));
    expect(await late.closed).toBe(CLOSE_POLICY);
    expect(await one.waitForLog(/MAX_ROOM_MIB/, afterRestart)).toBeTruthy();
  });
});

describe('MAX_ROOMS', () => {
  it('refuses a room not in memory when the cap is reached; a room in memory takes more devices', async () => {
    const [one] = await startFleet(1, { MAX_ROOMS: '2' });
    if (one === undefined) throw new Error('a server expected');
    const since = one.mark();
    await joined(one.url, 'first');
    await joined(one.url, 'second');
    const third = await openRoom(one.url, 'third');
    clients.push(third);
    expect(await third.closed).toBe(CLOSE_TRY_AGAIN_LATER);
    const line =
      /closed the connection from 127\.0\.0\.1, room "third": 2 rooms in memory \(MAX_ROOMS\)/;
    expect(await one.waitForLog(line, since)).toBeTruthy();
    await joined(one.url, 'first');
  });

  it('serves one room per connection: asking for a second closes it', async () => {
    const [one] = await startFleet(1, {});
    if (one === undefined) throw new Error('a server expected');
    const since = one.mark();
    const client = await joined(one.url, 'first');
    client.send(authMessage('second'));
    expect(await client.closed).toBe(CLOSE_POLICY);
    const line = /room "first": asked for a second room on one connection/;
    expect(await one.waitForLog(line, since)).toBeTruthy();
  });
});
