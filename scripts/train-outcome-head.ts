/**
 * `npm run train:outcome-head`: trains the outcome head (src/domain/capture/outcome-head.ts)
 * — it reads whether a later sentence reports a kept plan carried out by its outcome ("Had a
 * long chat with Dad, Easter's at his place" beside "call Dad about Easter") — on
 * hand-written pairs (scripts/train-outcome-head/outcome-pairs.json, written for this
 * project; never an evaluation file). Each plan is written into several pairs, so a plan's
 * pairs are held out together in cross-validation; the probability it speaks at is chosen for
 * a held-out precision of 0.97 (scripts/train-status-head/binary-head-trainer.ts). Writes
 * src/domain/capture/outcome-head.json; re-run it when the model or the pairs change.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { outcomeFeatures } from '../src/domain/capture/outcome-head';
import { withBuiltinEmbedder, writeHead } from './train-status-head/binary-head-trainer';

const PAIRS = fileURLToPath(new URL('./train-outcome-head/outcome-pairs.json', import.meta.url));
const OUT = fileURLToPath(new URL('../src/domain/capture/outcome-head.json', import.meta.url));
/**
 * A wrong "done" offers to close a plan the person still has to do, and in a journal few
 * sentences report a plan carried out, far fewer than among the pairs (nearly half): on the
 * design parts of the flow files, at 0.85 (probability 0.55) it offered to close plans on
 * progress reports ("80% there") and news about them ("电工证的事打听了").
 */
const PRECISION = 0.97;

type OutcomePair = { plan: string; later: string; done: boolean; lang: 'en' | 'zh' | 'mixed' };

async function main(): Promise<void> {
  const pairs = JSON.parse(readFileSync(PAIRS, 'utf8')) as OutcomePair[];
  const plans = [...new Set(pairs.map((pair) => pair.plan))];
  await withBuiltinEmbedder(async (embedder) => {
    const planVectors = await embedder.embed(plans);
    const laterVectors = await embedder.embed(pairs.map((pair) => pair.later));
    const xs = pairs.map((pair, i) =>
      outcomeFeatures(
        laterVectors[i] as Float32Array,
        planVectors[plans.indexOf(pair.plan)] as Float32Array,
      ),
    );
    writeHead(
      embedder.modelId,
      xs,
      pairs.map((pair) => pair.done),
      {
        out: OUT,
        precision: PRECISION,
        yesName: 'carried out',
        groupOf: (i) => plans.indexOf(pairs[i]?.plan ?? ''),
      },
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
