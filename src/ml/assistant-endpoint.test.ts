import { afterEach, describe, expect, it, vi } from 'vitest';

import { AssistantEndpointError, streamFromEndpoint } from './assistant-endpoint';

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

afterEach(() => vi.unstubAllGlobals());

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
});
