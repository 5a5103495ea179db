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
  namedThreshold: 0.6,
};

const sure = (status: 'done' | 'dropped') => ({ status, onlyIfNamed: false });

describe('headStatus', () => {
  it('says done or dropped only at or above its threshold', () => {
    expect(headStatus(head, Float32Array.from([2, 0]))).toEqual(sure('done'));
    expect(headStatus(head, Float32Array.from([0, 2]))).toEqual(sure('dropped'));
  });

  it('between its two thresholds, says it only for a sentence that names its plan', () => {
    // done's probability is about 0.75 here: under 0.8, over 0.6.
    expect(headStatus(head, Float32Array.from([0.6, 0]))).toEqual({
      status: 'done',
      onlyIfNamed: true,
    });
    // dropped at about 0.75 is said only when sure: a plan given up drops off the board.
    expect(headStatus(head, Float32Array.from([0, 0.6]))).toBeNull();
    // about 0.48: done is the likeliest label, but under both thresholds.
    expect(headStatus(head, Float32Array.from([0.3, 0]))).toBeNull();
  });

  it('says nothing when none is likeliest', () => {
    expect(headStatus(head, Float32Array.from([0, 0]))).toBeNull();
  });
});

describe('isStatusHead', () => {
  it('accepts a well-formed head and refuses damaged ones', () => {
    expect(isStatusHead(head)).toBe(true);
    expect(isStatusHead({ ...head, threshold: undefined })).toBe(false);
    expect(isStatusHead({ ...head, namedThreshold: undefined })).toBe(false);
    expect(isStatusHead({ ...head, labels: ['dropped', 'done', 'none'] })).toBe(false);
    expect(isStatusHead({ ...head, weights: [[1], [1], [1]] })).toBe(false);
    expect(isStatusHead({})).toBe(false);
  });
});
