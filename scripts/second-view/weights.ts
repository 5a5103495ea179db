/**
 * How the second view's same-language weights were chosen (docs/measurements.md, "A second
 * view"), before pairs across languages were calibrated (cross-lingual.ts; this script reads
 * raw cosines and one weight per draft language): for every case of one part of the recall
 * dev sets, both views' cosines, then
 * hit@5 and MRR per set for each pair of weights (English or mixed drafts, mostly Chinese
 * ones), and their means over the sets. Ranks all of a case's candidates (no pool, no bar).
 *
 *   npx tsx scripts/second-view/weights.ts [design|check]
 */
import { fusedOrder } from '../../src/domain/recall/second-view';
import { isMostlyChinese } from '../../src/domain/recall/scorer-choice';
import { withSharedWords } from '../../src/domain/recall/shared-words';
import { readRecallCases } from '../eval/cases';
import { splitPartOf } from '../replay/split';
import { createBothViewsReader } from './both-views';

const FILES = [
  '../shared/eval/recall-dev.jsonl',
  '../shared/eval/recall-madial-en.jsonl',
  '../shared/eval/recall-madial-zh.jsonl',
];
const WEIGHTS = [0, 0.1, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.8, 1];

type Scored = { set: string; isChinese: boolean; correct: Set<number>; parts: Part[] };
type Part = { relevance: number; cosine: number; second: number };

const part = process.argv[2] ?? 'design';
if (part !== 'design' && part !== 'check') throw new Error('The part is design or check.');
const views = await createBothViewsReader();
const scored: Scored[] = [];
for (const file of FILES) {
  const cases = (await readRecallCases(file)).filter(
    (c) => !c.isNegative && c.memoryKind === 'item' && splitPartOf(c.id) === part,
  );
  for (const c of cases) {
    const { cosines, seconds, words, lexical } = await views.read(c.query, c.candidates);
    const set = `${file.split('/').pop()?.replace('.jsonl', '')} ${file.includes('madial') ? '' : c.lang}`;
    scored.push({
      set: set.trim(),
      isChinese: isMostlyChinese(c.query),
      correct: c.correct,
      parts: cosines.map((cosine, i) => ({
        cosine,
        relevance: withSharedWords(cosine, lexical[i] ?? 0, words),
        second: seconds[i] ?? 0,
      })),
    });
  }
}
views.dispose();

/** 1-based rank of the best correct candidate under these weights. */
function rankOf(c: Scored, english: number, chinese: number): number {
  const w = c.isChinese ? chinese : english;
  const order = c.parts.map((p) => fusedOrder(p.relevance, p.cosine, p.second, w));
  const best = Math.max(...[...c.correct].map((i) => order[i] ?? -Infinity));
  return 1 + order.filter((value) => value > best).length;
}

const sets = [...new Set(scored.map((c) => c.set))].sort();
console.log(`${part} part: ${scored.length} cases in ${sets.join(', ')}`);
console.log('w (en) w (zh)  mean MRR  mean hit@5  per set hit@5');
for (const english of WEIGHTS) {
  for (const chinese of WEIGHTS) {
    const perSet = sets.map((set) => {
      const ranks = scored.filter((c) => c.set === set).map((c) => rankOf(c, english, chinese));
      const mrr = ranks.reduce((sum, rank) => sum + 1 / rank, 0) / ranks.length;
      return { mrr, hit5: ranks.filter((rank) => rank <= 5).length / ranks.length };
    });
    const mean = (pick: (v: { mrr: number; hit5: number }) => number) =>
      perSet.reduce((sum, v) => sum + pick(v), 0) / perSet.length;
    const hits = perSet.map((v) => v.hit5.toFixed(3)).join(' ');
    console.log(
      `${english.toFixed(2)}   ${chinese.toFixed(2)}    ${mean((v) => v.mrr).toFixed(4)}    ${mean((v) => v.hit5).toFixed(4)}      ${hits}`,
    );
  }
}
