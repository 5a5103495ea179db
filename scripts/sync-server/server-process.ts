/**
 * The real sync server (`node scripts/sync-server.mjs`) in a child process, for tests: on a
 * free loopback port, persisting to a temporary folder, with the caps a test sets, its
 * output kept so a test can wait for a log line. Stopped by its PID.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '../../src/test/sync-server';

export type ServerProcess = {
  url: string;
  port: number;
  isRunning: () => boolean;
  /** Where the output is now: pass it to waitForLog to see only what comes after. */
  mark: () => number;
  /** The first match in the output since `since`; rejects if the server exits first. */
  waitForLog: (pattern: RegExp, since?: number) => Promise<string>;
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

type Waiter = { check: () => void; fail: (error: Error) => void };

export async function startServerProcess(
  caps: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'forethought-sync-server-'));
  let output = '';
  const waiters = new Set<Waiter>();
  let child: ChildProcess | null = null;
  const isRunning = () => child !== null && child.exitCode === null && child.signalCode === null;

  const waitForLog = (pattern: RegExp, since = 0) =>
    new Promise<string>((resolve, reject) => {
      const waiter: Waiter = {
        check() {
          const match = pattern.exec(output.slice(since));
          if (match === null) return;
          waiters.delete(waiter);
          resolve(match[0]);
        },
        fail(error) {
          waiters.delete(waiter);
          reject(error);
        },
      };
      waiters.add(waiter);
      waiter.check();
    });

  const launch = async () => {
    const started = output.length;
    const process_ = spawn(process.execPath, ['scripts/sync-server.mjs'], {
      env: { ...process.env, ...caps, HOST: '127.0.0.1', PORT: String(port), SYNC_DATA: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = process_;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of [...waiters]) waiter.check();
    };
    process_.stdout.on('data', collect);
    process_.stderr.on('data', collect);
    process_.once('exit', (code, signal) => {
      const error = new Error(`the sync server exited (${code ?? signal}):\n${output}`);
      for (const waiter of [...waiters]) waiter.fail(error);
    });
    await waitForLog(/Forethought sync server on/, started);
  };

  const kill = () =>
    new Promise<void>((resolve) => {
      const running = child;
      if (running === null || !isRunning()) {
        resolve();
        return;
      }
      running.once('exit', () => resolve());
      process.kill(running.pid ?? 0, 'SIGTERM');
    });

  await launch();
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    isRunning,
    mark: () => output.length,
    waitForLog,
    async restart() {
      await kill();
      await launch();
    },
    async stop() {
      await kill();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
