import { describe, expect, it, vi } from 'vitest';

import type { ClassifyInput } from '../../domain/capture/extract-candidates';
import type { Classification } from '../../domain/capture/labels';
import { parseConversationText } from '../../domain/conversation-import/parse-conversation-text';
import {
  classifyInSlices,
  countSentencesToClassify,
  SENTENCES_PER_SLICE,
  type FindProgress,
} from './classify-in-slices';

const inputs = (count: number): ClassifyInput[] =>
  Array.from({ length: count }, (_, index) => ({ text: `sentence ${index}`, context: null }));

const none = (slice: ClassifyInput[]): Promise<Classification[]> =>
  Promise.resolve(slice.map(() => ({ label: 'none' as const, confidence: 0.9 })));

describe('classifyInSlices', () => {
  it('posts one slice at a time and reports the sentences done after each', async () => {
    const classify = vi.fn(none);
    const progress: FindProgress[] = [];
    const total = SENTENCES_PER_SLICE * 2 + 5;
    const sliced = classifyInSlices(classify, total, { onProgress: (p) => progress.push(p) });

    const results = await sliced(inputs(total));

    expect(results).toHaveLength(total);
    expect(classify.mock.calls.map(([slice]) => slice.length)).toEqual([
      SENTENCES_PER_SLICE,
      SENTENCES_PER_SLICE,
      5,
    ]);
    expect(progress).toEqual([
      { done: 0, total },
      { done: SENTENCES_PER_SLICE, total },
      { done: SENTENCES_PER_SLICE * 2, total },
      { done: total, total },
    ]);
  });

  it('counts across calls, one per conversation', async () => {
    const progress: FindProgress[] = [];
    const sliced = classifyInSlices(none, 10, { onProgress: (p) => progress.push(p) });
    await sliced(inputs(4));
    await sliced(inputs(6));
    expect(progress.at(-1)).toEqual({ done: 10, total: 10 });
  });

  it('posts no further slice once aborted, and drops the slice in hand', async () => {
    const abort = new AbortController();
    const classify = vi.fn(async (slice: ClassifyInput[]) => {
      // The person cancels while the second slice is in the worker.
      if (classify.mock.calls.length === 2) abort.abort();
      return none(slice);
    });
    const onProgress = vi.fn();
    const sliced = classifyInSlices(classify, SENTENCES_PER_SLICE * 10, {
      signal: abort.signal,
      onProgress,
    });

    await expect(sliced(inputs(SENTENCES_PER_SLICE * 10))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(classify).toHaveBeenCalledTimes(2);
    expect(onProgress.mock.calls.at(-1)).toEqual([{ done: SENTENCES_PER_SLICE, total: 320 }]);
  });

  it('posts nothing when aborted before it starts', async () => {
    const abort = new AbortController();
    abort.abort();
    const classify = vi.fn(none);
    const sliced = classifyInSlices(classify, 3, { signal: abort.signal });
    await expect(sliced(inputs(3))).rejects.toMatchObject({ name: 'AbortError' });
    expect(classify).not.toHaveBeenCalled();
  });
});

describe('countSentencesToClassify', () => {
  it("counts the sentences of me's turns only", () => {
    const parsed = parseConversationText(
      ['Me: I will call Ana. Then the bank.', 'Sam: Fine. Good.', 'Me: Done'].join('\n'),
    );
    expect(countSentencesToClassify(parsed, 'Me')).toBe(3);
  });
});
