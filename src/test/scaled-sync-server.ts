/**
 * The scaled-out sync server as tests run it: Debian's redis-server and one or more
 * `scripts/sync-scaled/server.mjs` processes sharing it, each in its own process on a free
 * loopback port, their output kept so a test can wait for a log line. Redis keeps nothing
 * on disk (`--save "" --appendonly no`, in a folder of its own). Everything is stopped by
 * its PID (SIGTERM, then SIGKILL if it has not exited in time), and killed however the test
 * process ends: on its exit or a SIGTERM or SIGINT, and by a watchdog when it is killed
 * outright, so a failed or killed test leaves nothing running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
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

/** A server's own stop waits at most 5 s for its last writes; past this it is stuck. */
const KILL_AFTER_MS = 10_000;

/**
 * The watchdog: a shell in a process group of its own, reading the PIDs it guards from a
 * pipe ("+PID" to guard one, "-PID" once it has exited). The pipe closes when this process
 * ends, however it ends (a SIGKILL runs no handler here): the shell then kills what is left.
 */
const WATCHDOG_SCRIPT = `
pids=""
while read -r line; do
  case "$line" in
    +*) pids="$pids \${line#+}" ;;
    -*) kept=""
        for pid in $pids; do [ "$pid" = "\${line#-}" ] || kept="$kept $pid"; done
        pids="$kept" ;;
  esac
done
[ -z "$pids" ] || kill -KILL $pids 2>/dev/null
`;

const running = new Set<ChildProcess>();
let watchdog: ChildProcess | null = null;

function killAllRunning() {
  for (const child of running) child.kill('SIGKILL');
}

/** On a signal: kill the children, then end as the signal would have if no one else listens. */
function killAllOn(signal: NodeJS.Signals) {
  process.once(signal, () => {
    killAllRunning();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  });
}

function guard(child: ChildProcess) {
  if (watchdog === null) {
    watchdog = spawn('sh', ['-c', WATCHDOG_SCRIPT], {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    // Neither the watchdog nor its pipe keeps this process alive; a watchdog gone early
    // (killed by someone) must not end the tests with a broken pipe.
    watchdog.unref();
    (watchdog.stdin as Socket | null)?.unref();
    watchdog.stdin?.on('error', () => undefined);
    process.once('exit', killAllRunning);
    killAllOn('SIGTERM');
    killAllOn('SIGINT');
  }
  const pid = child.pid;
  if (pid === undefined) return;
  running.add(child);
  watchdog.stdin?.write(`+${pid}\n`);
  const forget = () => {
    running.delete(child);
    watchdog?.stdin?.write(`-${pid}\n`);
  };
  child.once('exit', forget);
}

async function startProcess(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<ManagedProcess> {
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
    guard(launched);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of [...waiters]) waiter.check();
    };
    launched.stdout.on('data', collect);
    launched.stderr.on('data', collect);
    launched.once('exit', (code, signal) => {
      const error = new Error(`${label} exited (${code ?? signal}):\n${output}`);
      for (const waiter of [...waiters]) waiter.fail(error);
    });
    launched.once('error', (error) => {
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
      const fallback = setTimeout(() => current.kill('SIGKILL'), KILL_AFTER_MS);
      current.once('exit', () => {
        clearTimeout(fallback);
        resolve();
      });
      current.kill('SIGTERM');
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
