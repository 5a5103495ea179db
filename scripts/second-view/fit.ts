/**
 * Fits how recall reads a draft and a memory in different languages on training data, not on
 * the dev sets (docs/measurements.md, "Across languages"): MemoryBank's cases
 * (memorybank-cases.ts), both views' cosines as the app computes them.
 *
 * 1. The offset (cross-lingual.ts): the gap between the built-in model's mean cosine of
 *    unrelated pairs in one language and across languages, on ten of the fifteen people.
 * 2. The second view's weight for a pair across languages (second-view.ts; the same-language
 *    weights stay as chosen before): the one with the best mean MRR over the four kinds of case
 *    (draft language → memory language) on those ten people; as in the app, the second view
 *    reorders the best twenty by the first view (no bar: every case is ranked in full).
 *
 * The other five people only check the choice; the dev sets are read afterwards, by
 * `npm run eval`.
 *
 *   npx tsx scripts/second-view/fit.ts [MEMORYBANK_DIR]
 */
import {
  SECOND_VIEW_CANDIDATES,
  SECOND_VIEW_WEIGHT,
  type SecondViewWeights,
} from '../../src/domain/recall/second-view';
import { CROSS_LINGUAL_OFFSET } from '../../src/domain/recall/cross-lingual';
import { hanShare } from '../../src/domain/recall/language';
import { bothViewsOrder, firstViewScore } from '../../src/domain/recall/pair-score';
import { isMostlyChinese } from '../../src/domain/recall/scorer-choice';
import { createBothViewsReader } from './both-views';
import { readMemoryBankCases } from './memorybank-cases';

const WEIGHTS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

type Part = { cosine: number; lexical: number; second: number; isChinese: boolean; share: number };
type Scored = {
  kind: string;
  person: number;
  isChinese: boolean;
  share: number;
  words: number;
  parts: Part[];
};

const folder = process.argv[2] ?? '../shared/data/memorybank';
const cases = readMemoryBankCases(folder);
const views = await createBothViewsReader();
const scored: Scored[] = [];
for (const c of cases) {
  const { cosines, seconds, words, lexical } = await views.read(c.draft, c.candidates);
  scored.push({
    kind: `${c.draftLanguage}→${c.memoryLanguage}`,
    person: Number(c.person),
    isChinese: isMostlyChinese(c.draft),
    share: hanShare(c.draft),
    words,
    parts: cosines.map((cosine, i) => ({
      cosine,
      lexical: lexical[i] ?? 0,
      second: seconds[i] ?? 0,
      isChinese: isMostlyChinese(c.candidates[i] ?? ''),
      share: hanShare(c.candidates[i] ?? ''),
    })),
  });
}
views.dispose();

// Fitted on ten of the fifteen people; the other five only check that the choice holds.
const fitting = scored.filter((c) => c.person < 10);
const checking = scored.filter((c) => c.person >= 10);

/** Mean first-view cosine of the memory (related) or the distractors (unrelated), by pair kind. */
function meanCosine(cases: readonly Scored[], related: boolean, crossLingual: boolean): number {
  const values = cases.flatMap((c) =>
    c.parts.flatMap((p, i) =>
      (i === 0) === related && (p.isChinese !== c.isChinese) === crossLingual ? [p.cosine] : [],
    ),
  );
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
const gap = meanCosine(fitting, false, false) - meanCosine(fitting, false, true);
console.log(
  `first view, mean cosine (fitting people): unrelated ${meanCosine(fitting, false, false).toFixed(3)} ` +
    `in one language, ${meanCosine(fitting, false, true).toFixed(3)} across (gap ${gap.toFixed(3)}); ` +
    `related ${meanCosine(fitting, true, false).toFixed(3)} and ${meanCosine(fitting, true, true).toFixed(3)}; ` +
    `the app adds ${CROSS_LINGUAL_OFFSET}`,
);

/** A way to weigh the views for a pair: the second view's weight and what a pair across languages gets added. */
type Config = SecondViewWeights & { crossOffset: number; label?: string };

/**
 * 1-based rank of the memory (candidate 0) as the app ranks: the offset added to pairs across
 * languages, shared words for a Chinese draft, the best SECOND_VIEW_CANDIDATES by that
 * relevance ordered by both views, the rest after them.
 */
function rankOf(c: Scored, config: Config): number {
  const draft = { hanShare: c.share, wordsWeight: c.words, crossLingualOffset: config.crossOffset };
  const items = c.parts.map((p) => ({ cosine: p.cosine, lexical: p.lexical, hanShare: p.share }));
  const firsts = items.map((item) => firstViewScore(draft, item));
  const read = new Set(
    firsts
      .map((first, i) => ({ relevance: first.relevance, i }))
      .sort((a, b) => b.relevance - a.relevance)
      .slice(0, SECOND_VIEW_CANDIDATES)
      .map(({ i }) => i),
  );
  const order = items.map((item, i) => {
    const first = firsts[i] ?? { cosine: 0, relevance: 0 };
    if (!read.has(i)) return first.relevance - 10;
    return bothViewsOrder(draft, item, first, c.parts[i]?.second ?? 0, config);
  });
  const memory = order[0] ?? -Infinity;
  return 1 + order.filter((value) => value > memory).length;
}

const kinds = [...new Set(scored.map((c) => c.kind))].sort();
type Row = { config: Config; mean: number; mrrs: number[]; perKind: string };
function row(config: Config, cases: readonly Scored[]): Row {
  const perKind = kinds.map((kind) => {
    const ranks = cases.filter((c) => c.kind === kind).map((c) => rankOf(c, config));
    const share = (pick: (rank: number) => number) =>
      ranks.reduce((sum, rank) => sum + pick(rank), 0) / ranks.length;
    const hit = (k: number) => share((rank) => (rank <= k ? 1 : 0));
    return { mrr: share((rank) => 1 / rank), hit1: hit(1), hit5: hit(5) };
  });
  const mean = perKind.reduce((sum, v) => sum + v.mrr, 0) / perKind.length;
  const text = perKind
    .map((v) => `${v.hit1.toFixed(3)}/${v.hit5.toFixed(3)}/${v.mrr.toFixed(3)}`)
    .join('  ');
  return { config, mean, mrrs: perKind.map((v) => v.mrr), perKind: text };
}
function show(label: string, r: Row): void {
  const { english, chinese, crossLingual, crossOffset } = r.config;
  const weights = [english, chinese, crossLingual].map((w) => w.toFixed(1)).join(' ');
  console.log(
    `${label.padEnd(10)} ${weights} ${crossOffset.toFixed(2).padStart(5)}  ${r.mean.toFixed(4)}    ${r.perKind}`,
  );
}

const configs: Config[] = [];
for (const crossLingual of WEIGHTS)
  for (const crossOffset of [0, CROSS_LINGUAL_OFFSET])
    configs.push({ ...SECOND_VIEW_WEIGHT, crossLingual, crossOffset });
const ranked = configs.map((config) => row(config, fitting)).sort((a, b) => b.mean - a.mean);
const shipped: Config = {
  ...SECOND_VIEW_WEIGHT,
  crossOffset: CROSS_LINGUAL_OFFSET,
  label: 'the app',
};
const reference: Config[] = [
  { english: 0, chinese: 0, crossLingual: 0, crossOffset: 0, label: 'e5 only' },
  { english: 1, chinese: 1, crossLingual: 1, crossOffset: 0, label: 'USE only' },
  { ...SECOND_VIEW_WEIGHT, crossOffset: 0, label: 'no offset' },
  shipped,
];
console.log(
  `${scored.length} MemoryBank cases (${fitting.length} fitting, ${checking.length} checking)`,
);
console.log(`config     w(en zh cross) offset  mean MRR  ${kinds.join(' (hit@1/hit@5/MRR)  ')}`);
for (const [part, cases] of [
  ['fitting', fitting],
  ['checking', checking],
] as const) {
  console.log(`-- ${part} people`);
  ranked.slice(0, 5).forEach((r, i) => show(i === 0 ? 'best' : '', row(r.config, cases)));
  for (const config of reference) show(config.label ?? '', row(config, cases));
}
