// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { sharedWithEvaluation } from './eval-overlap.fixtures';

import { isBinaryHead, readsAsYes, type BinaryHead } from './binary-head';
import { readsAsSettled } from './learned-statement';
import { SETTLED_HEADS } from './settled-heads';
import type { StatusHead } from './status-head';
import { STATUS_HEADS } from './status-heads';
import { createStatusReader, type ReadStatus } from './status-reader';

/** A one-dimensional head: a positive value reads as yes. */
const settled: BinaryHead = {
  modelId: 'm',
  dims: 1,
  weights: [[0], [4]],
  bias: [0, 0],
  threshold: 0.8,
};
/** Reads "done" only from the second dimension. */
const status: StatusHead = {
  modelId: 'm',
  labels: ['done', 'dropped', 'none'],
  dims: 2,
  weights: [
    [0, 5],
    [0, -5],
    [0, 0],
  ],
  bias: [0, 0, 2],
  threshold: 0.9,
  namedThreshold: 0.6,
};

describe('the settled head', () => {
  it('says yes only at or above its threshold, and refuses a damaged head', () => {
    expect(readsAsYes(settled, Float32Array.from([1]))).toBe(true); // p ≈ 0.98
    expect(readsAsYes(settled, Float32Array.from([0.2]))).toBe(false); // p ≈ 0.69
    expect(isBinaryHead({ ...settled, weights: [[0]] })).toBe(false);
  });

  it('ships one head, for the model the status head was trained for', () => {
    expect(SETTLED_HEADS.map((head) => head.modelId)).toEqual([STATUS_HEADS[0]?.modelId]);
  });

  it('is read only where the status head reads neither done nor given up', async () => {
    // First dimension: settled; second: done.
    const vectors: Record<string, number[]> = {
      'going with the red one': [1, 0],
      'sent it, going with the red one': [1, 1],
      'no idea yet': [-1, 0],
    };
    const embedder = {
      modelId: 'm',
      embed: (texts: readonly string[]) =>
        Promise.resolve(texts.map((t) => Float32Array.from(vectors[t] ?? [0, 0]))),
    };
    const read = createStatusReader(embedder, {
      status: [status],
      settled: [{ ...settled, dims: 1 }],
    });
    expect(await read(Object.keys(vectors))).toEqual([
      { status: 'settled', onlyIfNamed: true },
      { status: 'done', onlyIfNamed: false },
      null,
    ]);
  });
});

describe('readsAsSettled', () => {
  const SETTLED: ReadStatus = { status: 'settled', onlyIfNamed: true };
  const as = (status: ReadStatus) => () => status;

  it('takes the head at its word for a statement', () => {
    expect(readsAsSettled('Ferry to Orkney it is.', as(SETTLED))).toBe(true);
    expect(readsAsSettled('Ferry to Orkney it is.', as(null))).toBe(false);
  });

  it('never for a question, nor for a sentence in a plan’s own words', () => {
    expect(readsAsSettled('Ferry to Orkney then?', as(SETTLED))).toBe(false);
    expect(readsAsSettled('I need to book the ferry to Orkney.', as(SETTLED))).toBe(false);
    expect(readsAsSettled('明天要去订去奥克尼的船票。', as(SETTLED))).toBe(false);
  });
});

describe('the settled seeds', () => {
  const seeds = JSON.parse(
    readFileSync(
      fileURLToPath(
        new URL('../../../scripts/train-settled-head/settled-seeds.json', import.meta.url),
      ),
      'utf8',
    ),
  ) as { text: string; settled: boolean; lang: string }[];

  it('are unique and hold both labels in every language', () => {
    expect(new Set(seeds.map((seed) => seed.text.trim().toLowerCase())).size).toBe(seeds.length);
    for (const lang of ['en', 'zh', 'mixed']) {
      for (const yes of [true, false]) {
        const count = seeds.filter((seed) => seed.lang === lang && seed.settled === yes).length;
        expect(count, `${lang}/${String(yes)}`).toBeGreaterThanOrEqual(50);
      }
    }
  });

  it('share no sentence with the evaluation files kept here', () => {
    expect(sharedWithEvaluation(seeds.map((seed) => seed.text))).toEqual([]);
  });
});
