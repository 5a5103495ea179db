/**
 * Writes, for every item case of the given recall files, what the panel would rank with no bar
 * (its ten best, with their relevance and text) and what it shows at the panel's bar: the
 * input of `score_dev.py`, which reads each pair again with the trained verifier
 * (docs/measurements.md, "A trained verifier"). The ranking is the eval's (`npm run eval`).
 *
 *   npx tsx scripts/verifier/dump-cases.ts OUT.json FILE…
 */
import { writeFileSync } from 'node:fs';

import { RECALL_THRESHOLDS } from '../../src/domain/recall-defaults';
import { createBuiltinScorer } from '../eval/builtin-tier';
import { readRecallCases } from '../eval/cases';
import { scoreCases, shownAt } from '../eval/outcomes';
import { splitPartOf } from '../replay/split';

const TOP = 10;

async function main(): Promise<void> {
  const [out, ...files] = process.argv.slice(2);
  if (out === undefined || files.length === 0)
    throw new Error('usage: dump-cases.ts OUT.json FILE…');
  const scorer = await createBuiltinScorer();
  const rows: unknown[] = [];
  for (const file of files) {
    const cases = (await readRecallCases(file)).filter((c) => c.memoryKind === 'item');
    const outcomes = await scoreCases(cases, scorer);
    outcomes.forEach((outcome, n) => {
      const candidates = cases[n]?.candidates ?? [];
      const top = shownAt(outcome, { dense: -Infinity, lexical: -Infinity }, TOP);
      rows.push({
        file,
        id: outcome.id,
        part: splitPartOf(outcome.id),
        lang: outcome.lang,
        neg: outcome.isNegative,
        query: cases[n]?.query,
        correct: [...outcome.correct].map(Number),
        top: top.map((c) => ({
          i: Number(c.id),
          rel: c.relevance,
          text: candidates[Number(c.id)],
        })),
        shown: shownAt(outcome, RECALL_THRESHOLDS).map((c) => Number(c.id)),
      });
    });
  }
  writeFileSync(out, JSON.stringify(rows));
  scorer.dispose();
  console.log(`wrote ${out}: ${rows.length} cases`);
}

void main();
