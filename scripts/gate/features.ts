/**
 * Writes the features of a learnt show-nothing gate for every memory of every item case
 * (docs/measurements.md, "A learnt gate"): the cosine, the draft's cosines to a background
 * cohort of our own seed sentences (mean, spread, mean of the ten nearest), the lexical
 * scores, and the case's half (by a hash of its id). `fit.py` fits and compares the gates.
 *
 *   npx tsx scripts/gate/features.ts OUT.json
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

import { SEED_EXAMPLES } from '../../src/domain/capture/seed-examples';
import { createNodeBuiltinEmbedder } from '../../src/ml/worker/builtin/e5-source-node';
import { lexicalScores } from '../eval/case-scorer';
import { readRecallCases } from '../eval/cases';

type Case = {
  id: string;
  query: string;
  candidates: string[];
  correct: Set<number>;
  isNegative: boolean;
};

const FILES = [
  '../shared/eval/recall-dev.jsonl',
  '../shared/eval/recall-madial-en.jsonl',
  '../shared/eval/recall-madial-zh.jsonl',
];
const COHORT = 300;
const QUIET = 200;

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);
const partOf = (id: string) =>
  (createHash('sha256').update(id).digest()[0] ?? 0) % 2 === 0 ? 'design' : 'check';

/** Chatterbot's small talk against twelve of our own seed sentences each: nothing should show. */
function quietSample(): Case[] {
  const lines = ['chatterbot-en.txt', 'chatterbot-zh.txt'].flatMap((file) =>
    readFileSync(`scripts/train-head/data/${file}`, 'utf8').split('\n'),
  );
  const drafts = lines.filter((line) => line.length > 12).filter((_, i) => i % 9 === 0);
  const memories = SEED_EXAMPLES.filter((s) => s.label !== 'none')
    .map((s) => s.text)
    .filter((_, i) => i % 3 === 1);
  return drafts.slice(0, QUIET).map((query, i) => {
    const from = (i * 17) % (memories.length - 12);
    const candidates = memories.slice(from, from + 12);
    return { id: `quiet-${i}`, query, candidates, correct: new Set(), isNegative: true };
  });
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? 'gate-features.json';
  const embedder = await createNodeBuiltinEmbedder();
  const cohortTexts = SEED_EXAMPLES.filter((s) => s.label !== 'none')
    .map((s) => s.text)
    .filter((_, i) => i % 3 === 0)
    .slice(0, COHORT);
  const cohort = await embedder.embed(cohortTexts);
  const sets: [string, Case[]][] = [];
  for (const file of FILES) {
    sets.push([file, (await readRecallCases(file)).filter((c) => c.memoryKind === 'item')]);
  }
  sets.push(['quiet', quietSample()]);
  const rows: unknown[] = [];
  for (const [file, cases] of sets) {
    for (const c of cases) {
      const [query, ...candidates] = await embedder.embed([c.query, ...c.candidates]);
      if (query === undefined) throw new Error('no vector for the draft');
      const background = cohort.map((vector) => dot(query, vector));
      const mu = background.reduce((a, b) => a + b, 0) / background.length;
      const sd = Math.sqrt(background.reduce((a, b) => a + (b - mu) ** 2, 0) / background.length);
      const nearest = [...background].sort((a, b) => b - a).slice(0, 10);
      rows.push({
        file,
        id: c.id,
        part: partOf(c.id),
        neg: c.isNegative,
        correct: [...c.correct],
        cos: candidates.map((vector) => dot(query, vector)),
        lex: lexicalScores(c.query, c.candidates),
        mu,
        sd,
        top10: nearest.reduce((a, b) => a + b, 0) / nearest.length,
      });
    }
  }
  writeFileSync(out, JSON.stringify(rows));
  embedder.dispose();
  console.log(`wrote ${out}: ${rows.length} cases`);
}

void main();
