/**
 * How much batching could pay for the built-in encoder on ONNX Runtime's WebAssembly build,
 * one thread (the app's on two cores), in Node: texts a second one a pass against batches of
 * 4–32 texts of one length, for the original file (its batches are not exact: one scale per
 * pass) and for the per-text rewrite (per_text_quant.py; exact). Random token ids, lengths 10,
 * 20 and 40 (the bench's 8–12-word sentences are about 20 with the prefix).
 *
 *   npx tsx scripts/batching/throughput.ts models/…/model_quantized.onnx REWRITTEN.onnx
 */
import { readFileSync } from 'node:fs';

import * as ort from 'onnxruntime-web/wasm';

import { encoderFeeds } from './encoder-feeds';

ort.env.wasm.numThreads = 1;
const OPTIONS = { executionProviders: ['wasm'], graphOptimizationLevel: 'disabled' } as const;
const TEXTS = 32;

/** Texts a second, the best of three rounds over TEXTS texts in batches of `batch`. */
async function perSecond(session: ort.InferenceSession, rows: number[][], batch: number) {
  const length = rows[0]?.length ?? 0;
  let best = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    for (let i = 0; i < rows.length; i += batch) {
      await session.run(encoderFeeds(rows.slice(i, i + batch), length));
    }
    best = Math.min(best, performance.now() - started);
  }
  return (rows.length / best) * 1000;
}

/** The rewrite's batch of `rows` against the original file's passes of one text each. */
async function largestDifference(
  original: ort.InferenceSession,
  rewritten: ort.InferenceSession,
  rows: number[][],
) {
  const length = rows[0]?.length ?? 0;
  const hidden = async (session: ort.InferenceSession, batch: number[][]) =>
    (await session.run(encoderFeeds(batch, length))).last_hidden_state?.data as Float32Array;
  const batched = await hidden(rewritten, rows);
  let largest = 0;
  for (const [i, row] of rows.entries()) {
    const alone = await hidden(original, [row]);
    for (const [k, value] of alone.entries()) {
      largest = Math.max(largest, Math.abs(value - (batched[i * alone.length + k] ?? NaN)));
    }
  }
  return largest;
}

async function main() {
  const [originalPath, rewrittenPath] = process.argv.slice(2);
  if (!originalPath || !rewrittenPath)
    throw new Error('Give the original and the rewritten model.');
  const original = await ort.InferenceSession.create(readFileSync(originalPath), OPTIONS);
  const rewritten = await ort.InferenceSession.create(readFileSync(rewrittenPath), OPTIONS);
  let seed = 1;
  const nextId = () => 5 + ((seed = (seed * 16_807) % 2_147_483_647) % 90_000);
  for (const length of [10, 20, 40]) {
    const rows = Array.from({ length: TEXTS }, () => Array.from({ length }, nextId));
    await perSecond(original, rows, 1);
    const alone = await perSecond(original, rows, 1);
    const line = [`${length} tokens: one a pass ${alone.toFixed(0)}/s;`];
    for (const [name, session] of [
      ['original', original],
      ['per text', rewritten],
    ] as const) {
      const gains = [];
      for (const batch of [1, 4, 8, 16, 32]) {
        gains.push(`${batch}: ×${((await perSecond(session, rows, batch)) / alone).toFixed(2)}`);
      }
      line.push(`${name} ${gains.join(' ')};`);
    }
    line.push(
      `largest difference, batched per text against alone: ${await largestDifference(original, rewritten, rows.slice(0, 8))}`,
    );
    console.log(line.join(' '));
  }
}

await main();
