/**
 * Writes the vectors the query-adapter measurements read (docs/measurements.md, "A query
 * adapter and a hubness correction"): both views' vectors, as the app computes them, for
 * MemoryBank's cases (training data, MIT) and the recall dev sets' item cases (read on their
 * design half only while fitting), with each case's candidates, shared-words scores and half.
 *
 *   npx tsx scripts/query-adapter/dump-vectors.ts OUT_DIR
 *   python3 scripts/query-adapter/fit.py OUT_DIR adapter|diagonal|hubness
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { hanShare } from '../../src/domain/recall/language';
import { createNodeUseEmbedder } from '../../src/ml/use/use-source-node';
import { createNodeBuiltinEmbedder } from '../../src/ml/worker/builtin/e5-source-node';
import { lexicalScores } from '../eval/case-scorer';
import { readRecallCases } from '../eval/cases';
import { splitPartOf } from '../replay/split';
import { readMemoryBankCases } from '../second-view/memorybank-cases';

const RECALL_FILES = [
  '../shared/eval/recall-dev.jsonl',
  '../shared/eval/recall-madial-en.jsonl',
  '../shared/eval/recall-madial-zh.jsonl',
  'eval/recall-quiet-dev.jsonl',
  'eval/recall-own-dev.jsonl',
];
const MEMORYBANK = '../shared/data/memorybank';

type DumpedCase = {
  set: string;
  id: string;
  /** design / check for the dev sets; the person for MemoryBank (to hold people out). */
  part: string;
  lang: string;
  query: number;
  candidates: number[];
  correct: number[];
  isNegative: boolean;
  lexical: number[];
};

const out = process.argv[2] ?? '.cache/query-adapter';
const textIds = new Map<string, number>();
const idOf = (text: string) => {
  if (!textIds.has(text)) textIds.set(text, textIds.size);
  return textIds.get(text) ?? 0;
};
const cases: DumpedCase[] = [];
for (const file of RECALL_FILES) {
  const set = file.replace(/^.*\//, '').replace('.jsonl', '');
  for (const c of await readRecallCases(file)) {
    if (c.memoryKind !== 'item') continue;
    cases.push({
      set,
      id: c.id,
      part: splitPartOf(c.id),
      lang: c.lang,
      query: idOf(c.query),
      candidates: c.candidates.map(idOf),
      correct: [...c.correct],
      isNegative: c.isNegative,
      lexical: lexicalScores(c.query, c.candidates),
    });
  }
}
for (const [index, c] of readMemoryBankCases(MEMORYBANK).entries()) {
  cases.push({
    set: 'memorybank',
    id: `memorybank-${index}`,
    part: `person-${c.person}`,
    lang: `${c.draftLanguage}>${c.memoryLanguage}`,
    query: idOf(c.draft),
    candidates: c.candidates.map(idOf),
    correct: [0],
    isNegative: false,
    lexical: lexicalScores(c.draft, c.candidates),
  });
}

const texts = [...textIds.keys()];
mkdirSync(out, { recursive: true });
const views = [
  ['e5', await createNodeBuiltinEmbedder()],
  ['use', createNodeUseEmbedder()],
] as const;
const dims: Record<string, number> = {};
for (const [name, embedder] of views) {
  dims[name] = embedder.dims;
  const all = new Float32Array(texts.length * embedder.dims);
  for (let start = 0; start < texts.length; start += 64) {
    const vectors = await embedder.embed(texts.slice(start, start + 64));
    vectors.forEach((vector, i) => all.set(vector, (start + i) * embedder.dims));
  }
  writeFileSync(join(out, `${name}.f32`), Buffer.from(all.buffer));
  embedder.dispose();
}
writeFileSync(
  join(out, 'cases.json'),
  JSON.stringify({ texts, han: texts.map(hanShare), cases, dims }),
);
console.log(`${texts.length} texts, ${cases.length} cases → ${out}`);
