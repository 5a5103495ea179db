/**
 * The sync server as the tests run it: `scripts/sync-server.mjs` (y-websocket's server with
 * LevelDB persistence) in its own process on a free loopback port, persisting to a folder
 * of its own; stopped by its PID, and started again on the same port and folder to test a
 * restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type SyncServer = {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Every byte the server persisted, file by file. */
  storedBytes(): Promise<Uint8Array[]>;
  /** Where the server's output is now: pass it to waitForLog to see only what comes after. */
  mark(): number;
  /** What the server printed since `since`. */
  output(since?: number): string;
  /** The first match in the output (stdout and stderr, every run) since `since`. */
  waitForLog(pattern: RegExp, since?: number, timeoutMs?: number): Promise<RegExpExecArray>;
};

/** What the server printed, kept across restarts, and whoever waits for a line of it. */
function createLog() {
  let text = '';
  const waiters = new Set<() => void>();
  return {
    append: (chunk: Buffer) => {
      text += chunk.toString();
      for (const check of [...waiters]) check();
    },
    mark: () => text.length,
    output: (since = 0) => text.slice(since),
    waitFor: (pattern: RegExp, since = 0, timeoutMs = 30_000) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the sync server did not log ${String(pattern)}:\n${text}`));
        }, timeoutMs);
        function check() {
          const match = pattern.exec(text.slice(since));
          if (match === null) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(match);
        }
        waiters.add(check);
        check();
      }),
  };
}

/** A loopback port nothing listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function launch(
  port: number,
  dataDir: string,
  log: ReturnType<typeof createLog>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/sync-server.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SYNC_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', log.append);
  child.stderr.on('data', log.append);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the sync server did not start')), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Forethought sync server on')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`the sync server exited (${code})`)));
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    process.kill(child.pid ?? 0, 'SIGTERM');
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(join(dir, entry.name))
        : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}

export async function startSyncServer(): Promise<SyncServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'forethought-sync-'));
  const log = createLog();
  let child = await launch(port, dataDir, log);
  return {
    url: `ws://127.0.0.1:${port}`,
    dataDir,
    stop: () => kill(child),
    async restart() {
      await kill(child);
      child = await launch(port, dataDir, log);
    },
    async storedBytes() {
      return Promise.all((await filesUnder(dataDir)).map((file) => readFile(file)));
    },
    mark: log.mark,
    output: log.output,
    waitForLog: log.waitFor,
  };
}
