/**
 * `npm run train:moved-head`: trains the moved head (src/domain/capture/moved-head.ts) — it
 * reads whether a sentence says a plan's time changed — on hand-written sentences
 * (scripts/train-moved-head/moved-seeds.json, written for this project; never an evaluation
 * file), with the done and given-up status seeds as more close misses, for a precision of
 * 0.9 on held-out seeds (scripts/train-status-head/binary-head-trainer.ts). Writes
 * src/domain/capture/moved-head.json; re-run it when the model or the seeds change.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { STATUS_SEEDS } from '../src/domain/capture/status-seeds';
import { trainBinaryHead, type BinarySeed } from './train-status-head/binary-head-trainer';

const SEEDS = fileURLToPath(new URL('./train-moved-head/moved-seeds.json', import.meta.url));
const OUT = fileURLToPath(new URL('../src/domain/capture/moved-head.json', import.meta.url));
/** A wrong "moved" offers to change a plan's day: it must be right nine times in ten. */
const PRECISION = 0.9;

type MovedSeed = { text: string; moved: boolean; lang: 'en' | 'zh' | 'mixed' };

function seeds(): BinarySeed[] {
  const written = JSON.parse(readFileSync(SEEDS, 'utf8')) as MovedSeed[];
  const reported = STATUS_SEEDS.filter((seed) => seed.status !== 'none');
  return [
    ...written.map((seed) => ({ text: seed.text, yes: seed.moved })),
    ...reported.map((seed) => ({ text: seed.text, yes: false })),
  ];
}

trainBinaryHead(seeds(), OUT, PRECISION, 'moved').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
