// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { sharedWithEvaluation } from './eval-overlap.fixtures';

import { isOutcomeHead, outcomeFeatures, readsAsOutcome, type OutcomeHead } from './outcome-head';
import { OUTCOME_HEADS } from './outcome-heads';
import { createOutcomeReader } from './outcome-reader';
import { STATUS_HEADS } from './status-heads';

/** Over one-dimensional vectors: yes when sentence and plan agree (their product is high). */
const head: OutcomeHead = {
  modelId: 'm',
  dims: 3,
  weights: [
    [0, 0, 0],
    [6, 0, 0],
  ],
  bias: [0, 0],
  threshold: 0.9,
};

describe('the outcome head', () => {
  it('reads a pair by where they agree, where they differ and the sentence itself', () => {
    expect([...outcomeFeatures(Float32Array.from([0.5, -1]), Float32Array.from([0.5, 1]))]).toEqual(
      [0.25, -1, 0, 2, 0.5, -1],
    );
  });

  it('says carried out only at or above its threshold', () => {
    expect(readsAsOutcome(head, Float32Array.from([1]), Float32Array.from([1]))).toBe(true);
    expect(readsAsOutcome(head, Float32Array.from([1]), Float32Array.from([-1]))).toBe(false);
  });

  it('refuses a damaged head and ships one for the built-in model', () => {
    expect(isOutcomeHead({ ...head, bias: [0] })).toBe(false);
    expect(OUTCOME_HEADS.map((shipped) => shipped.modelId)).toEqual([STATUS_HEADS[0]?.modelId]);
    expect(OUTCOME_HEADS[0]?.dims).toBe(3 * 384);
  });
});

describe('createOutcomeReader', () => {
  const embedder = (modelId: string) => ({
    modelId,
    embed: (texts: readonly string[]) =>
      Promise.resolve(texts.map((t) => Float32Array.from([t.includes('boiler') ? 1 : -1]))),
  });

  it('answers each sentence (a row) against each plan (a column)', async () => {
    const read = createOutcomeReader(embedder('m'), [head]);
    const plans = ['boiler service', 'call mum', 'boiler check'];
    expect(await read(['boiler fixed', 'nice day'], plans)).toEqual([
      [true, false, true],
      [false, true, false],
    ]);
  });

  it('answers no for every pair without a head for the model', async () => {
    const read = createOutcomeReader(embedder('other'), [head]);
    expect(await read(['boiler fixed'], ['boiler service', 'call mum'])).toEqual([[false, false]]);
  });
});

describe('the outcome pairs', () => {
  const pairs = JSON.parse(
    readFileSync(
      fileURLToPath(
        new URL('../../../scripts/train-outcome-head/outcome-pairs.json', import.meta.url),
      ),
      'utf8',
    ),
  ) as { plan: string; later: string; done: boolean; lang: string }[];

  it('are unique and hold both labels in every language', () => {
    expect(new Set(pairs.map((pair) => `${pair.plan}\n${pair.later}`)).size).toBe(pairs.length);
    for (const lang of ['en', 'zh', 'mixed']) {
      for (const done of [true, false]) {
        const count = pairs.filter((pair) => pair.lang === lang && pair.done === done).length;
        expect(count, `${lang}/${String(done)}`).toBeGreaterThanOrEqual(50);
      }
    }
  });

  it('share no sentence with the evaluation files kept here', () => {
    expect(sharedWithEvaluation(pairs.flatMap((pair) => [pair.plan, pair.later]))).toEqual([]);
  });
});
