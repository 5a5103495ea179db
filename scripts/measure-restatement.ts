/**
 * `npm run measure:restatement`: how well capture tells a kept item said again (marked
 * referenced, not filed twice) from a near miss, on pairs written for the project
 * (script./restatement-pairs/pairs-*.ts; never an evaluation file). For each set it
 * prints the precision and recall of capture's own test (aboutWhich and isRestatement, the
 * item alone on the board, the built-in model's cosine as recall's score) and of the
 * cosine alone at recall's strong match. A logistic regression over the cosine and the
 * shared words was tried on these pairs: at a cross-validated precision of 0.9 it found a
 * tenth of the restatements, so it was not shipped (docs/measurements.md).
 */
import { aboutWhich } from '../src/domain/capture/aboutness';
import { isRestatement } from '../src/domain/capture/sentence-judgements';
import { STRONG_MATCH } from '../src/domain/recall-defaults';
import { createNodeBuiltinEmbedder } from '../src/ml/worker/builtin/e5-source-node';
import { RESTATEMENT_PAIRS_CROSS } from './restatement-pairs/pairs-cross';
import { RESTATEMENT_PAIRS_EN, type RestatementPair } from './restatement-pairs/pairs-en';
import { RESTATEMENT_PAIRS_PLAIN } from './restatement-pairs/pairs-plain';
import { RESTATEMENT_PAIRS_ZH } from './restatement-pairs/pairs-zh';
import { scorePairs } from './restatement-pairs/score-pairs';

const SETS: Record<string, readonly RestatementPair[]> = {
  'near misses, en': RESTATEMENT_PAIRS_EN,
  'near misses, zh': RESTATEMENT_PAIRS_ZH,
  'near misses, across languages': RESTATEMENT_PAIRS_CROSS,
  'plain restatements': RESTATEMENT_PAIRS_PLAIN,
};

function report(name: string, said: readonly boolean[], pairs: readonly RestatementPair[]) {
  const right = pairs.filter((pair, i) => said[i] && pair.same).length;
  const saidCount = said.filter(Boolean).length;
  const same = pairs.filter((pair) => pair.same).length;
  const precision = saidCount === 0 ? 1 : right / saidCount;
  return `${name}: precision ${precision.toFixed(2)}, recall ${(right / same).toFixed(2)}`;
}

async function main(): Promise<void> {
  const embedder = await createNodeBuiltinEmbedder();
  try {
    for (const [name, pairs] of Object.entries(SETS)) {
      const scored = await scorePairs(embedder, pairs);
      const byCapture = pairs.map((pair, i) => {
        const cosine = scored[i]?.cosine ?? 0;
        const about = aboutWhich(pair.later, [{ id: 'item', text: pair.item, score: cosine }]);
        return about !== null && isRestatement(about, cosine >= STRONG_MATCH.dense);
      });
      const byCosine = scored.map((pair) => pair.cosine >= STRONG_MATCH.dense);
      console.log(`${name} (${pairs.length} pairs)`);
      console.log(`  ${report("capture's test", byCapture, pairs)}`);
      console.log(`  ${report(`cosine ≥ ${STRONG_MATCH.dense}`, byCosine, pairs)}`);
    }
  } finally {
    embedder.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
