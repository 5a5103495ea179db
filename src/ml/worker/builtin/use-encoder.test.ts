// @vitest-environment node
import * as tf from '@tensorflow/tfjs-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Embedder } from '../../embedder';
import { createUseEncoder } from './use-encoder';
import { createNodeUseSource } from './use-source-node';

const dot = (a: Float32Array, b: Float32Array): number =>
  a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);

// Real weights from node_modules, on the wasm backend: a few seconds to load.
describe('createUseEncoder on the real USE-lite weights', () => {
  let encoder: Embedder;
  beforeAll(async () => {
    encoder = await createUseEncoder(createNodeUseSource());
  }, 60_000);
  afterAll(() => encoder.dispose());

  it('runs on the wasm backend and names its vectors', () => {
    expect(tf.getBackend()).toBe('wasm');
    expect(encoder.modelId).toBe('use-lite-en@1');
    expect(encoder.dims).toBe(512);
  });

  it('returns one unit vector of 512 floats per text', async () => {
    const vectors = await encoder.embed([
      'renew my passport',
      '',
      'a much longer sentence about gardens',
    ]);
    expect(vectors).toHaveLength(3);
    for (const vector of vectors) {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector).toHaveLength(512);
      expect(dot(vector, vector)).toBeCloseTo(1, 5);
    }
  });

  it('puts related sentences closer than unrelated ones', async () => {
    const [query, related, unrelated] = await encoder.embed([
      'I want to build a poetry recommender',
      'what poem should I read this morning?',
      'renew my passport',
    ]);
    if (!query || !related || !unrelated) throw new Error('missing vectors');
    expect(dot(query, related)).toBeGreaterThan(dot(query, unrelated) + 0.2);
  });

  it('gives the same vectors in a batch as one by one, in input order', async () => {
    // More than one model call's worth, of mixed lengths, so texts are reordered and split.
    const texts = Array.from(
      { length: 40 },
      (_, i) => `note ${i}: ${'plan the garden '.repeat(1 + (i % 7))}`,
    );
    const batched = await encoder.embed(texts);
    for (const [i, text] of texts.entries()) {
      const [single] = await encoder.embed([text]);
      const row = batched[i];
      if (!single || !row) throw new Error('missing vectors');
      const maxDiff = Math.max(...row.map((x, j) => Math.abs(x - (single[j] ?? 0))));
      expect(maxDiff).toBeLessThan(1e-4);
    }
  });

  it('frees every tensor it makes', async () => {
    const before = tf.memory().numTensors;
    await encoder.embed(['one', 'two three']);
    expect(tf.memory().numTensors).toBe(before);
  });

  it('returns nothing for no texts', async () => {
    expect(await encoder.embed([])).toEqual([]);
  });
});

describe('a disposed encoder', () => {
  it('refuses to embed and frees its weights', async () => {
    const before = tf.memory().numTensors;
    const encoder = await createUseEncoder(createNodeUseSource());
    encoder.dispose();
    await expect(encoder.embed(['too late'])).rejects.toThrow(/disposed/);
    expect(tf.memory().numTensors).toBe(before);
  }, 60_000);
});
