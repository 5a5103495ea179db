// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Embedder } from '../../embedder';
import { centreUseVector, encodeChinese } from './zh-encoder';
import { createNodeUseEncoder } from './use-source-node';
import { loadNodeZhTable } from './zh-source-node';
import type { ZhTable } from './zh-table';

const dot = (a: Float32Array, b: Float32Array): number =>
  a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);

// The shipped table and the real USE-lite weights: a few seconds to load.
describe('encodeChinese on the shipped table', () => {
  let table: ZhTable;
  let use: Embedder;
  beforeAll(async () => {
    [table, use] = await Promise.all([loadNodeZhTable(), createNodeUseEncoder()]);
  }, 60_000);
  afterAll(() => use.dispose());

  it('returns a 512-float unit vector, or null without a known token', () => {
    const vector = encodeChinese(table, '我想学游泳');
    expect(vector).toHaveLength(512);
    expect(dot(vector ?? new Float32Array(512), vector ?? new Float32Array(512))).toBeCloseTo(1, 5);
    expect(encodeChinese(table, 'xyzzy!!')).toBeNull();
    expect(encodeChinese(table, '')).toBeNull();
  });

  it('lands next to the English translation in USE space', async () => {
    const chinese = encodeChinese(table, '我想学游泳') ?? new Float32Array(512);
    const [swim, light] = await use.embed([
      'I want to learn to swim',
      'Buy a grow light for the herbs',
    ]);
    const [toSwim, toLight] = [swim, light].map((v) => dot(chinese, v ?? new Float32Array(512)));
    expect(toSwim).toBeGreaterThan((toLight ?? 0) + 0.1);
    const centred = centreUseVector(table, chinese);
    const [cSwim, cLight] = [swim, light].map((v) =>
      dot(centred, centreUseVector(table, v ?? new Float32Array(512))),
    );
    expect(cSwim).toBeGreaterThan(cLight ?? 0);
  });

  it('encodes traditional text like its simplified form', () => {
    const traditional = encodeChinese(table, '我們想學游泳') ?? new Float32Array(512);
    const simplified = encodeChinese(table, '我们想学游泳') ?? new Float32Array(512);
    expect(dot(traditional, simplified)).toBeCloseTo(1, 5);
  });
});
