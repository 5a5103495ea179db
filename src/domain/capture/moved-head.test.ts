// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { sharedWithEvaluation } from './eval-overlap.fixtures';

import { isMovedHead, readsAsMoved, type MovedHead } from './moved-head';
import { MOVED_HEADS } from './moved-heads';
import { STATUS_HEADS } from './status-heads';
import { createStatusReader } from './status-reader';

/** A one-dimensional head: a positive value reads as moved. */
const head: MovedHead = {
  modelId: 'm',
  dims: 1,
  weights: [[0], [4]],
  bias: [0, 0],
  threshold: 0.8,
};

describe('readsAsMoved', () => {
  it('says moved only at or above its threshold', () => {
    expect(readsAsMoved(head, Float32Array.from([1]))).toBe(true); // p ≈ 0.98
    expect(readsAsMoved(head, Float32Array.from([0.2]))).toBe(false); // p ≈ 0.69
  });

  it('refuses a damaged head', () => {
    expect(isMovedHead(head)).toBe(true);
    expect(isMovedHead({ ...head, threshold: '0.8' })).toBe(false);
    expect(isMovedHead({ ...head, weights: [[0]] })).toBe(false);
    expect(isMovedHead({ ...head, bias: [0] })).toBe(false);
  });

  it('ships one head, for the model the status head was trained for', () => {
    const [statusHead] = STATUS_HEADS;
    expect(MOVED_HEADS.map((shipped) => shipped.modelId)).toEqual([statusHead?.modelId]);
  });
});

describe('the status reader with a moved head', () => {
  const embedder = {
    modelId: 'm',
    embed: (texts: readonly string[]) =>
      Promise.resolve(texts.map((t) => Float32Array.from([t.includes('moved') ? 1 : -1]))),
  };

  it('reads a move first, and nothing else without a status head', async () => {
    const read = createStatusReader(embedder, { status: [], moved: [head] });
    expect(await read(['dentist moved', 'dentist'])).toEqual([
      { status: 'moved', onlyIfNamed: false },
      null,
    ]);
  });
});

describe('the moved seeds', () => {
  const seeds = JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../../scripts/train-moved-head/moved-seeds.json', import.meta.url)),
      'utf8',
    ),
  ) as { text: string; moved: boolean; lang: string }[];

  it('are unique and hold both labels in every language', () => {
    expect(new Set(seeds.map((seed) => seed.text.trim().toLowerCase())).size).toBe(seeds.length);
    for (const lang of ['en', 'zh', 'mixed']) {
      for (const moved of [true, false]) {
        const count = seeds.filter((seed) => seed.lang === lang && seed.moved === moved).length;
        expect(count, `${lang}/${String(moved)}`).toBeGreaterThanOrEqual(50);
      }
    }
  });

  it('share no sentence with the evaluation files kept here', () => {
    expect(sharedWithEvaluation(seeds.map((seed) => seed.text))).toEqual([]);
  });
});
