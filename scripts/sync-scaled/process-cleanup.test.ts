// @vitest-environment node
/**
 * A test process that dies leaves no Redis and no server running: whether it is stopped
 * with SIGTERM or SIGINT (its handlers kill them) or killed outright with SIGKILL (no
 * handler runs; the watchdog does it). Each process's end is seen as its socket closing.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';

import { afterEach, describe, expect, it } from 'vitest';

import { openSocket } from './test-clients';

/** Every process a test here started, directly or through a holder: none outlives it. */
const started: number[] = [];

afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already ended, as it should have.
    }
  }
});

/** A child process holding a fleet, and where the fleet listens. */
async function startHolder() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/sync-scaled/fleet-in-child.ts'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid !== undefined) started.push(child.pid);
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([
    new Promise<string>((resolve) => lines.once('line', resolve)),
    exited.then(() => {
      throw new Error('the fleet holder exited before it started its fleet');
    }),
  ]);
  lines.close();
  const where = JSON.parse(first) as { redisPort: number; serverUrl: string; pids: number[] };
  started.push(...where.pids);
  return { child, exited, ...where };
}

/** A connection to `port`; `closed` resolves once the process listening there has ended. */
async function connectTo(port: number) {
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { closed };
}

describe('the processes a test starts', () => {
  it.each(['SIGKILL', 'SIGTERM', 'SIGINT'] as const)(
    'end when the test process is ended by %s',
    async (signal) => {
      const holder = await startHolder();
      const redis = await connectTo(holder.redisPort);
      const server = openSocket(holder.serverUrl);
      await server.opened;

      holder.child.kill(signal);
      await holder.exited;
      await redis.closed;
      // 1006: the connection ended with no closing handshake, as when its process dies.
      expect(await server.closed).toBe(1006);
    },
    30_000,
  );
});
