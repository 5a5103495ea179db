/**
 * The scaled-out sync server as tests run it: Debian's redis-server and one or more
 * `scripts/sync-scaled/server.mjs` processes sharing it, each in its own process on a free
 * loopback port, their output kept so a test can wait for a log line. Redis keeps nothing
 * on disk (`--save "" --appendonly no`, in a folder of its own). Everything is stopped by
 * its PID, and killed when the test process exits, so a failed test leaves nothing running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from './sync-server';

export type ManagedProcess = {
  readonly pid: number;
  isRunning: () => boolean;
  /** Where the output is now: pass it to waitForLog to see only what comes after. */
  mark: () => number;
  /** The first match in the output since `since`; rejects if the process exits first. */
  waitForLog: (pattern: RegExp, since?: number) => Promise<string>;
  /** Stops it (SIGTERM, waiting for its exit) and starts it again with the same settings. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

export type ScaledServer = ManagedProcess & { url: string; port: number; name: string };

export type ScaledFleet = {
  redisUrl: string;
  redis: ManagedProcess;
  servers: ScaledServer[];
  /** Starts one more server process on the same Redis. */
  addServer: (env?: Record<string, string>) => Promise<ScaledServer>;
  stop: () => Promise<void>;
};

type Waiter = { check: () => void; fail: (error: Error) => void };

const running = new Set<ChildProcess>();
let isExitHookInstalled = false;

function killAllOnExit() {
  if (isExitHookInstalled) return;
  isExitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
  });
}

async function startProcess(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<ManagedProcess> {
  killAllOnExit();
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
      if (!isRunning() && waiters.has(waiter)) waiter.fail(new Error(`${label} is not running`));
    });

  const launch = async () => {
    const started = output.length;
    const launched = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = launched;
    running.add(launched);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of [...waiters]) waiter.check();
    };
    launched.stdout.on('data', collect);
    launched.stderr.on('data', collect);
    launched.once('exit', (code, signal) => {
      running.delete(launched);
      const error = new Error(`${label} exited (${code ?? signal}):\n${output}`);
      for (const waiter of [...waiters]) waiter.fail(error);
    });
    launched.once('error', (error) => {
      running.delete(launched);
      for (const waiter of [...waiters]) waiter.fail(error);
    });
    await waitForLog(ready, started);
  };

  const kill = () =>
    new Promise<void>((resolve) => {
      const current = child;
      if (current === null || !isRunning()) {
        resolve();
        return;
      }
      current.once('exit', () => resolve());
      process.kill(current.pid ?? 0, 'SIGTERM');
    });

  await launch();
  return {
    get pid() {
      return child?.pid ?? 0;
    },
    isRunning,
    mark: () => output.length,
    waitForLog,
    async restart() {
      await kill();
      await launch();
    },
    stop: kill,
  };
}

async function startRedis(dir: string, port: number): Promise<ManagedProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  args.push('--dir', dir, '--protected-mode', 'yes');
  return startProcess('redis-server', 'redis-server', args, process.env, /Ready to accept/);
}

/**
 * Redis and `servers` server processes on it. `env` sets the servers' caps; a process
 * that fails to start stops everything started before it.
 */
export async function startScaledFleet(
  options: { servers?: number; env?: Record<string, string> } = {},
): Promise<ScaledFleet> {
  const dir = await mkdtemp(join(tmpdir(), 'forethought-sync-scaled-'));
  const redisPort = await freePort();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const servers: ScaledServer[] = [];
  let redis: ManagedProcess | null = null;

  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await redis?.stop();
    await rm(dir, { recursive: true, force: true });
  };

  const addServer = async (env: Record<string, string> = options.env ?? {}) => {
    const port = await freePort();
    const name = `server-${servers.length + 1}`;
    const server = await startProcess(
      name,
      process.execPath,
      ['scripts/sync-scaled/server.mjs'],
      {
        ...process.env,
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        REDIS_URL: redisUrl,
        SERVER_NAME: name,
      },
      /Forethought sync server \(scaled out/,
    );
    const scaled: ScaledServer = Object.assign(server, {
      url: `ws://127.0.0.1:${port}`,
      port,
      name,
    });
    servers.push(scaled);
    return scaled;
  };

  try {
    redis = await startRedis(dir, redisPort);
    for (let i = 0; i < (options.servers ?? 2); i += 1) await addServer();
  } catch (error) {
    await stop();
    throw error;
  }
  return { redisUrl, redis, servers, addServer, stop };
}
