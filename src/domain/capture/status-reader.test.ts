import { describe, expect, it } from 'vitest';

import type { StatusHead } from './status-head';
import { createStatusReader } from './status-reader';

const head: StatusHead = {
  modelId: 'model-a',
  labels: ['done', 'dropped', 'none'],
  dims: 1,
  weights: [[5], [-5], [0]],
  bias: [0, 0, 0],
  threshold: 0.9,
  namedThreshold: 0.6,
};

/** An embedder whose one dimension is +1 for texts with "done" in them, else -1. */
const embedder = (modelId: string) => ({
  modelId,
  embed: (texts: readonly string[]) =>
    Promise.resolve(texts.map((t) => Float32Array.from([t.includes('done') ? 1 : -1]))),
});

describe('createStatusReader', () => {
  it('reads each text with the head trained for the embedder’s model', async () => {
    const read = createStatusReader(embedder('model-a'), { status: [head] });
    expect(await read(['all done', 'not that'])).toEqual([
      { status: 'done', onlyIfNamed: false },
      { status: 'dropped', onlyIfNamed: false },
    ]);
  });

  it('reads nothing under a model it has no head for', async () => {
    const read = createStatusReader(embedder('model-b'), { status: [head] });
    expect(await read(['all done'])).toEqual([null]);
  });
});
