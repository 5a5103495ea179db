// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { readWithProgress } from './model-files';

describe('reading a model file with its progress', () => {
  it('gives the whole body and reports the bytes read after each chunk', async () => {
    const chunks = [Uint8Array.of(1, 2, 3), Uint8Array.of(4), Uint8Array.of(5, 6)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const seen: number[] = [];
    const bytes = await readWithProgress(new Response(body), (loaded) => seen.push(loaded));
    expect(Array.from(bytes)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seen).toEqual([3, 4, 6]);
  });
});
