// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { makeBackup } from '../../test/factories';
import { parseBackupWithWorker } from './backup-parse-client';
import { handleBackupParse } from './backup-parse-handler';
import type { BackupParseMessage, BackupParseRequest } from './backup-parse-protocol';
import { fakeJobWorker } from '../../test/fake-job-worker';

function fakeWorker(options: { isSilent?: boolean } = {}) {
  return fakeJobWorker<BackupParseRequest, BackupParseMessage>(
    (request, post) => handleBackupParse(request.file, post),
    options,
  );
}

describe('parseBackupWithWorker', () => {
  it('reads and checks a file, reporting rising progress, and ends the worker', async () => {
    const { asWorker, state } = fakeWorker();
    const backup = makeBackup();
    // Over 2 MiB, so that it is read in several slices.
    const item = backup.data.items[0];
    if (item) item.context = 'c'.repeat(2.5 * 1024 * 1024);
    const fractions: number[] = [];
    const result = await parseBackupWithWorker(asWorker, new Blob([JSON.stringify(backup)]), {
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(result).toEqual({ ok: true, backup });
    expect(fractions.filter((fraction) => fraction < 0.5).length).toBeGreaterThan(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    expect(state.terminated).toBe(true);
  });

  it('resolves with the problem of a refused file', async () => {
    const { asWorker } = fakeWorker();
    const result = await parseBackupWithWorker(asWorker, new Blob(['{"format":']));
    expect(result).toMatchObject({ ok: false, problem: { code: 'not-json' } });
  });

  it('rejects when the file cannot be read', async () => {
    const { asWorker } = fakeWorker();
    const unreadable = new Blob(['{}']);
    unreadable.slice = () => {
      throw new Error('The file was moved.');
    };
    await expect(parseBackupWithWorker(asWorker, unreadable)).rejects.toThrow(
      'The file was moved.',
    );
  });

  it('on abort, terminates the worker, rejects with AbortError and ignores a late answer', async () => {
    const { asWorker, worker, state } = fakeWorker({ isSilent: true });
    const controller = new AbortController();
    const fractions: number[] = [];
    const parse = parseBackupWithWorker(asWorker, new Blob(['{}']), {
      signal: controller.signal,
      onProgress: (fraction) => fractions.push(fraction),
    });
    controller.abort();
    await expect(parse).rejects.toMatchObject({ name: 'AbortError' });
    expect(state.terminated).toBe(true);
    worker.deliver({ kind: 'progress', fraction: 0.7 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fractions).toEqual([]);
  });

  it('does not start on an already aborted signal', async () => {
    const { asWorker, state } = fakeWorker();
    const parse = parseBackupWithWorker(asWorker, new Blob(['{}']), {
      signal: AbortSignal.abort(),
    });
    await expect(parse).rejects.toMatchObject({ name: 'AbortError' });
    expect(state.posted).toEqual([]);
  });

  it('rejects when the worker itself fails', async () => {
    const { asWorker, worker, state } = fakeWorker({ isSilent: true });
    const parse = parseBackupWithWorker(asWorker, new Blob(['{}']));
    worker.crash('out of memory');
    await expect(parse).rejects.toThrow('The backup reader stopped: out of memory');
    expect(state.terminated).toBe(true);
  });
});
