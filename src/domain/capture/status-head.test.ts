import { describe, expect, it } from 'vitest';

import { headStatus, isStatusHead, type StatusHead } from './status-head';

/** A two-dimensional head: the first dimension reads done, the second dropped. */
const head: StatusHead = {
  modelId: 'test-model',
  labels: ['done', 'dropped', 'none'],
  dims: 2,
  weights: [
    [4, 0],
    [0, 4],
    [0, 0],
  ],
  bias: [0, 0, 1],
  threshold: 0.8,
};

describe('headStatus', () => {
  it('says done or dropped only at or above its threshold', () => {
    expect(headStatus(head, Float32Array.from([2, 0]))).toBe('done');
    expect(headStatus(head, Float32Array.from([0, 2]))).toBe('dropped');
    // done is the likeliest label here, but below 0.8: nothing is said.
    expect(headStatus(head, Float32Array.from([0.6, 0]))).toBeNull();
  });

  it('says nothing when none is likeliest', () => {
    expect(headStatus(head, Float32Array.from([0, 0]))).toBeNull();
  });
});

describe('isStatusHead', () => {
  it('accepts a well-formed head and refuses damaged ones', () => {
    expect(isStatusHead(head)).toBe(true);
    expect(isStatusHead({ ...head, threshold: undefined })).toBe(false);
    expect(isStatusHead({ ...head, labels: ['dropped', 'done', 'none'] })).toBe(false);
    expect(isStatusHead({ ...head, weights: [[1], [1], [1]] })).toBe(false);
    expect(isStatusHead({})).toBe(false);
  });
});
