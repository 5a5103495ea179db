// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { ImportRejectedError } from '../../../domain/conversation-import/parsed';
import { parseWithWorker } from './parse-client';
import { handleParseRequest } from './parse-handler';
import type { ParseRequest, ParseWorkerMessage } from './parse-protocol';
import { fakeJobWorker } from '../../../test/fake-job-worker';

function fakeWorker(options: { isSilent?: boolean } = {}) {
  return fakeJobWorker<ParseRequest, ParseWorkerMessage>(
    (request, post) => handleParseRequest(request.input, post),
    options,
  );
}

describe('parseWithWorker', () => {
  it('parses a file, reporting reading then parsing progress, and ends the worker', async () => {
    const { asWorker, state } = fakeWorker();
    const file = new File(['User: I plan to paint the shed.\nAssistant: Nice.'], 'chat.txt');
    const fractions: number[] = [];
    const parsed = await parseWithWorker(asWorker, file, { onProgress: (f) => fractions.push(f) });
    expect(parsed.format).toBe('plain');
    expect(parsed.conversations[0]?.title).toBe('chat');
    expect(parsed.conversations[0]?.turns.map((turn) => turn.speaker)).toEqual([
      'User',
      'Assistant',
    ]);
    expect(fractions).toContain(0.5);
    expect(fractions.at(-1)).toBe(1);
    expect(state.terminated).toBe(true);
  });

  it('parses a pasted string', async () => {
    const { asWorker } = fakeWorker();
    const parsed = await parseWithWorker(asWorker, '我：好的\nAI：收到');
    expect(parsed.suggestedMe).toBe('我');
  });

  it('rejects with an ImportRejectedError rebuilt from the wire error', async () => {
    const { asWorker, state } = fakeWorker();
    const parse = parseWithWorker(
      asWorker,
      new File([new Uint8Array([0x89, 0x50, 0, 0])], 'a.png'),
    );
    await expect(parse).rejects.toBeInstanceOf(ImportRejectedError);
    await expect(parse).rejects.toMatchObject({ code: 'binary', name: 'ImportRejectedError' });
    expect(state.terminated).toBe(true);
  });

  it('on abort, terminates the worker, rejects with AbortError and ignores a late answer', async () => {
    const { asWorker, worker, state } = fakeWorker({ isSilent: true });
    const controller = new AbortController();
    const fractions: number[] = [];
    const parse = parseWithWorker(asWorker, 'User: hi', {
      signal: controller.signal,
      onProgress: (f) => fractions.push(f),
    });
    controller.abort();
    await expect(parse).rejects.toMatchObject({ name: 'AbortError' });
    await expect(parse).rejects.toBeInstanceOf(DOMException);
    expect(state.terminated).toBe(true);
    worker.deliver({ kind: 'progress', fraction: 0.7 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fractions).toEqual([]);
  });

  it('does not start on an already aborted signal', async () => {
    const { asWorker, state } = fakeWorker();
    const parse = parseWithWorker(asWorker, 'User: hi', { signal: AbortSignal.abort() });
    await expect(parse).rejects.toMatchObject({ name: 'AbortError' });
    expect(state.posted).toEqual([]);
    expect(state.terminated).toBe(true);
  });

  it('rejects when the worker itself fails', async () => {
    const { asWorker, worker, state } = fakeWorker({ isSilent: true });
    const parse = parseWithWorker(asWorker, 'User: hi');
    worker.crash('script failed to load');
    await expect(parse).rejects.toThrow('The conversation parser stopped: script failed to load');
    expect(state.terminated).toBe(true);
  });

  it('maps an unexpected wire code to unknown, keeping the message', async () => {
    const { asWorker, worker } = fakeWorker({ isSilent: true });
    const parse = parseWithWorker(asWorker, 'x');
    worker.deliver({
      kind: 'failed',
      failure: { name: 'ImportRejectedError', code: 'gone' as 'unknown', message: 'odd' },
    });
    await expect(parse).rejects.toMatchObject({ code: 'unknown', message: 'odd' });
  });
});
