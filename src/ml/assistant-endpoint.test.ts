import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  AssistantEndpointError,
  BETWEEN_CHUNKS_TIMEOUT_MS,
  FIRST_BYTE_TIMEOUT_MS,
  streamFromEndpoint,
} from './assistant-endpoint';

function sse(...pieces: string[]): string {
  const lines = pieces.map(
    (content) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`,
  );
  return [...lines, 'data: [DONE]\n\n'].join('');
}

/** A response whose body arrives in `chunks` of bytes, as a network delivers it. */
function streamed(chunks: Uint8Array[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** `sse` without its `[DONE]`: a reply that has not finished yet. */
function unfinished(...pieces: string[]): Uint8Array {
  return new TextEncoder().encode(sse(...pieces).replace('data: [DONE]\n\n', ''));
}

/**
 * A server that sends `chunks` and then holds the connection open, as a real fetch does:
 * aborting the request errors the body. `end` closes it or breaks it off later.
 */
function holdingServer(chunks: Uint8Array[]) {
  let body: ReadableStreamDefaultController<Uint8Array> | undefined;
  const cancel = vi.fn();
  const fetch = vi.fn((_url: URL, init: RequestInit) => {
    const { signal } = init;
    return new Promise<Response>((resolve, reject) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          body = controller;
          for (const chunk of chunks) controller.enqueue(chunk);
        },
        cancel,
      });
      signal?.addEventListener('abort', () => {
        reject(signal.reason as Error);
        body?.error(signal.reason);
      });
      if (chunks.length > 0) resolve(new Response(stream, { status: 200 }));
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { cancel, breakOff: (error: Error) => body?.error(error), close: () => body?.close() };
}

function ask(onText: (piece: string) => void, signal = new AbortController().signal, limits = {}) {
  return streamFromEndpoint('http://localhost:1', 'm', [], onText, signal, limits);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('streamFromEndpoint', () => {
  it('posts a streamed request and gives each piece, even one cut inside a character', async () => {
    const bytes = new TextEncoder().encode(sse('周末', '看书'));
    const cut = bytes.indexOf(0xe5, 20) + 1; // inside the first byte sequence of a Han character
    const fetch = vi.fn(() => Promise.resolve(streamed([bytes.slice(0, cut), bytes.slice(cut)])));
    vi.stubGlobal('fetch', fetch);
    const pieces: string[] = [];

    const text = await streamFromEndpoint(
      'http://localhost:11434/v1',
      'qwen',
      [{ role: 'user', content: 'hi' }],
      (piece) => pieces.push(piece),
      new AbortController().signal,
    );

    expect(text).toBe('周末看书');
    expect(pieces).toEqual(['周末', '看书']);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://localhost:11434/v1/chat/completions');
    expect(JSON.parse(init.body as string)).toMatchObject({ model: 'qwen', stream: true });
  });

  it('names an unreachable server and a refused request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const signal = new AbortController().signal;
    await expect(
      streamFromEndpoint('http://localhost:1', 'm', [], () => {}, signal),
    ).rejects.toThrow(AssistantEndpointError);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('no', { status: 404 }))),
    );
    await expect(
      streamFromEndpoint('http://localhost:1', 'm', [], () => {}, signal),
    ).rejects.toMatchObject({ code: 'status' });
  });

  it('gives up on a server that sends nothing, and not before the time is up', async () => {
    vi.useFakeTimers();
    holdingServer([]);
    const asked = ask(() => {});
    const outcome = asked.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(FIRST_BYTE_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 'timeout' });
  });

  it('gives up on a reply that goes silent, after giving the words that came', async () => {
    vi.useFakeTimers();
    holdingServer([unfinished('Hello ', 'there')]);
    const pieces: string[] = [];
    const outcome = ask((piece) => pieces.push(piece)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(BETWEEN_CHUNKS_TIMEOUT_MS - 1);
    expect(pieces).toEqual(['Hello ', 'there']);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 'timeout' });
  });

  it('keeps the text up to the cap and stops reading there', async () => {
    const server = holdingServer([unfinished('12345', '67890', 'abc')]);
    const pieces: string[] = [];
    await expect(
      ask((piece) => pieces.push(piece), undefined, { maxChars: 8 }),
    ).rejects.toMatchObject({ code: 'too-long' });
    expect(pieces.join('')).toBe('12345678');
    expect(server.cancel).toHaveBeenCalled();
  });

  it('reports a stream broken off or ended early, after giving the words that came', async () => {
    const broken = holdingServer([unfinished('Half a ')]);
    const pieces: string[] = [];
    const outcome = ask((piece) => {
      pieces.push(piece);
      broken.breakOff(new TypeError('network error'));
    });
    await expect(outcome).rejects.toMatchObject({ code: 'dropped' });
    expect(pieces).toEqual(['Half a ']);

    const ended = holdingServer([unfinished('Half a ')]);
    await expect(ask(() => ended.close())).rejects.toMatchObject({ code: 'dropped' });
  });

  it('keeps what came when the person stops it, without calling it a failure', async () => {
    const stop = new AbortController();
    holdingServer([unfinished('Once ')]);
    await expect(ask(() => stop.abort(), stop.signal)).resolves.toBe('Once ');
  });
});
