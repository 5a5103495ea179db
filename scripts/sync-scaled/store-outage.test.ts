// @vitest-environment node
/**
 * Redis away: a room that cannot be read is not served (a device must never take it for an
 * empty one), its devices are closed with one log line and retry, a room already in memory
 * keeps relaying, and the process lives to serve again once Redis is back. What the room
 * took meanwhile is stored from memory then, even once its devices have left: the test's
 * Redis keeps nothing across its restart, so the room is found whole only if it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  startScaledFleet,
  type ScaledFleet,
  type ScaledServer,
} from '../../src/test/scaled-sync-server';
import { joinRoom, openRoom, until, updateMessage, updateOfSize } from './test-clients';

const CLOSE_SERVER_ERROR = 1011;

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

describe('a scaled-out process while Redis is away', () => {
  it('serves no room it cannot read, keeps relaying the rooms in memory, and serves again after', async () => {
    const writer = await joinRoom(server.url, 'in-memory');
    const reader = await joinRoom(server.url, 'in-memory');
    await fleet.redis.stop();

    const since = server.mark();
    const device = await openRoom(server.url, 'not-loaded');
    expect(await device.closed).toBe(CLOSE_SERVER_ERROR);
    const line = /closed the connection to room "not-loaded": the store could not be read/;
    expect(await server.waitForLog(line, since)).toBeTruthy();

    writer.send(updateMessage('in-memory', updateOfSize(10)));
    await until(reader.doc, () => reader.doc.getText('t').length === 10);
    expect(
      await server.waitForLog(/could not store an update of room "in-memory"/, since),
    ).toBeTruthy();
    expect(server.isRunning()).toBe(true);

    writer.ws.close();
    reader.ws.close();
    await Promise.all([writer.closed, reader.closed]);
    expect(await server.waitForLog(/kept room "in-memory" in memory/, since)).toBeTruthy();

    const backSince = server.mark();
    await fleet.redis.restart();
    const stored = /stored room "in-memory" from memory: \d+ bytes/;
    expect(await server.waitForLog(stored, backSince)).toBeTruthy();
    const back = await joinRoom(server.url, 'not-loaded');
    back.ws.close();

    await server.restart();
    const found = await joinRoom(server.url, 'in-memory');
    expect(found.doc.getText('t').length).toBe(10);
    found.ws.close();
  });
});
