/**
 * Precision of the "likely" and "maybe" confidence bands (src/domain/capture/confidence-words.ts)
 * at a range of cuts: runs the app's classifier over classification files and, for the
 * sentences it would offer (an item label: not `none`, fact or habit), prints per band how many there are, the
 * share that are items at all and the share whose type is right. Re-run it when the
 * classifier changes, and move the cut if the bands stop being clearly apart.
 *
 *   npx tsx scripts/confidence-bands.ts [--tier builtin|lexical] [FILE…]
 *   (default: --tier builtin ../shared/eval/classify-dev.jsonl)
 */
import { parseArgs } from 'node:util';

import { LIKELY_FROM } from '../src/domain/capture/confidence-words';
import { isItemLabel } from '../src/domain/capture/labels';
import { scoreCuts, type BandScores, type Offered } from './confidence-bands/band-precision';
import { readClassifyCases } from './eval/classify-cases';
import { createClassifyRunner } from './eval/classify-tier';

const CUTS = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8];
const DEFAULT_FILE = '../shared/eval/classify-dev.jsonl';

function percent(value: number): string {
  return `${(value * 100).toFixed(0).padStart(3)}%`;
}

function formatBand(band: BandScores): string {
  return `${String(band.count).padStart(4)}  item ${percent(band.itemPrecision)}  type ${percent(band.typePrecision)}`;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { tier: { type: 'string', default: 'builtin' } },
    allowPositionals: true,
  });
  const tier = values.tier === 'lexical' ? 'lexical' : 'builtin';
  const files = positionals.length > 0 ? positionals : [DEFAULT_FILE];
  const runner = await createClassifyRunner(tier);
  const offered: Offered[] = [];
  try {
    for (const file of files) {
      const cases = await readClassifyCases(file);
      const verdicts = await runner.classify(
        cases.map((c) => ({ text: c.text, context: c.context ?? null })),
      );
      cases.forEach((c, i) => {
        const verdict = verdicts[i];
        if (verdict) {
          offered.push({
            truth: c.label,
            predicted: verdict.label,
            confidence: verdict.confidence,
          });
        }
      });
    }
  } finally {
    runner.dispose();
  }
  const candidates = offered.filter((o) => isItemLabel(o.predicted)).length;
  console.log(`${runner.description}; ${files.join(', ')}`);
  console.log(`${offered.length} cases, ${candidates} offered as candidates\n`);
  console.log('cut    likely (n, item precision, type precision)   maybe (same)');
  for (const { cut, likely, maybe } of scoreCuts(offered, CUTS)) {
    const mark = Math.abs(cut - LIKELY_FROM) < 1e-9 ? '  <- LIKELY_FROM' : '';
    console.log(`${cut.toFixed(2)}   ${formatBand(likely)}   ${formatBand(maybe)}${mark}`);
  }
}

main().catch((error: unknown) => {
  console.error(
    `confidence-bands failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
