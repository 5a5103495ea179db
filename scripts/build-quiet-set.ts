/**
 * Builds eval/recall-quiet-dev.jsonl: negative recall cases (nothing should show) made of
 * everyday small talk from chatterbot-corpus (BSD-3-Clause; scripts/train-head/data, with its
 * provenance) as the draft, against the memories of one positive case of the shared recall
 * dev sets in the same language as the candidates. Deterministic: the same inputs give the
 * same file. Lines under 12 characters ("1 dollar") say too little to be a draft.
 *
 *   npx tsx scripts/build-quiet-set.ts [PER_LANGUAGE]
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { readRecallCases, type RecallCase } from './eval/cases';

const PER_LANGUAGE = Number(process.argv[2] ?? 150);
const SHARED = '../shared/eval';
const OUT = 'eval/recall-quiet-dev.jsonl';
const MIN_LENGTH = 12;
/** MADial cases hold about 80 memories each; a person's panel ranks all of them. */
const MAX_CANDIDATES = 40;

function smallTalk(file: string): string[] {
  const lines = readFileSync(`scripts/train-head/data/${file}`, 'utf8').split('\n');
  const kept = [...new Set(lines.map((line) => line.trim()))].filter((l) => l.length >= MIN_LENGTH);
  // Every n-th line, so the sample spans the corpus's topics (it is grouped by topic).
  const step = Math.max(1, Math.floor(kept.length / PER_LANGUAGE));
  return kept.filter((_, i) => i % step === 0).slice(0, PER_LANGUAGE);
}

async function memoriesOf(files: string[], lang: string): Promise<string[][]> {
  const cases: RecallCase[] = [];
  for (const file of files) cases.push(...(await readRecallCases(`${SHARED}/${file}`)));
  return cases
    .filter((c) => !c.isNegative && c.lang === lang && c.memoryKind === 'item')
    .map((c) => c.candidates.slice(0, MAX_CANDIDATES));
}

async function main(): Promise<void> {
  const lines: string[] = [];
  for (const [lang, corpus, files] of [
    ['en', 'chatterbot-en.txt', ['recall-dev.jsonl', 'recall-madial-en.jsonl']],
    ['zh', 'chatterbot-zh.txt', ['recall-dev.jsonl', 'recall-madial-zh.jsonl']],
  ] as const) {
    const pools = await memoriesOf([...files], lang);
    smallTalk(corpus).forEach((draft, i) => {
      const candidates = pools[(i * 7) % pools.length] ?? [];
      const id = `quiet-${lang}-${String(i + 1).padStart(3, '0')}`;
      lines.push(JSON.stringify({ id, lang, later_context: draft, candidates, negative: true }));
    });
  }
  writeFileSync(OUT, `${lines.join('\n')}\n`);
  console.log(`wrote ${OUT}: ${lines.length} negative cases`);
}

void main();
