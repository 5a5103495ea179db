/**
 * Writes the Hub-tier test fixtures: tiny generated ONNX models in the Hugging Face Hub's
 * repository layout, for a local model host to serve (no machine of ours reaches the Hub).
 * They are fixtures with BERT's (or, for the LLM, Llama's) interface, never models: see the
 * README this writes.
 *
 *   npx tsx scripts/make-hub-fixtures.ts OUTDIR [--minilm-shape]
 *
 * The output is deterministic (seeded), so two runs write byte-identical files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { checkGroupNeighbours, embeddingTable } from './fixtures/embedding-table';
import { embedderGraph, rerankerGraph, type FixtureShape } from './fixtures/fixture-graphs';
import { llmFixtureFiles } from './fixtures/llm-fixture';
import { encodeModel, type GraphSpec } from './fixtures/onnx-writer';
import { createRng } from './fixtures/prng';
import { padVocabulary, tokenizerFiles, type Json } from './fixtures/tokenizer-files';
import { buildVocab } from './fixtures/vocab';

/** Repository ids, as `{owner}/{repo}` on the host. */
export const FIXTURE_REPOS = {
  embedder: 'fixture/tiny-embedder',
  reranker: 'fixture/tiny-reranker',
  /** A causal LM that answers every chat prompt with FIXTURE_LLM_ANSWER (llm-fixture.ts). */
  llm: 'fixture/tiny-instruct-llm',
  /** Only with `minilmShape`: MiniLM-L6's sizes (hidden 384, vocab 30522), for latency runs. */
  minilmReranker: 'fixture/minilm-shape-reranker',
} as const;

export interface HubFixtureOptions {
  /** Also write the MiniLM-L6-shaped reranker (about 75 MB); off by default. */
  minilmShape?: boolean;
}

const SEED = 20261120;
const NOTICE =
  'Generated test fixture for Forethought. Not a trained model; do not use for anything real.';

/** Writes the fixture repositories under `outDir`; returns the repository ids written. */
export async function makeHubFixtures(
  outDir: string,
  options: HubFixtureOptions = {},
): Promise<string[]> {
  const vocab = buildVocab();
  const tiny: FixtureShape = { hidden: 32, vocabSize: vocab.length, layers: 0 };
  const tinyTable = embeddingTable(createRng(SEED), vocab, tiny.vocabSize, tiny.hidden);
  checkGroupNeighbours(tinyTable, vocab, tiny.hidden);
  const tokens = vocab.map((entry) => entry.token);

  await writeBertRepo(outDir, FIXTURE_REPOS.embedder, {
    graph: embedderGraph(createRng(SEED + 1), tiny, tinyTable),
    config: bertConfig(tiny, { architectures: ['BertModel'] }),
    tokens,
  });
  await writeBertRepo(outDir, FIXTURE_REPOS.reranker, {
    graph: rerankerGraph(createRng(SEED + 2), tiny, tinyTable),
    config: bertConfig(tiny, classifierConfig),
    tokens,
  });
  await writeRepo(outDir, FIXTURE_REPOS.llm, llmFixtureFiles(FIXTURE_REPOS.llm, NOTICE));
  const written: string[] = [FIXTURE_REPOS.embedder, FIXTURE_REPOS.reranker, FIXTURE_REPOS.llm];
  if (options.minilmShape) {
    const minilm: FixtureShape = { hidden: 384, vocabSize: 30522, layers: 6 };
    const table = embeddingTable(createRng(SEED + 3), vocab, minilm.vocabSize, minilm.hidden);
    checkGroupNeighbours(table, vocab, minilm.hidden);
    await writeBertRepo(outDir, FIXTURE_REPOS.minilmReranker, {
      graph: rerankerGraph(createRng(SEED + 4), minilm, table),
      config: bertConfig(minilm, classifierConfig),
      tokens: padVocabulary(tokens, minilm.vocabSize),
    });
    written.push(FIXTURE_REPOS.minilmReranker);
  }
  await writeFile(join(outDir, 'README.md'), outdirReadme(written));
  return written;
}

const classifierConfig = {
  architectures: ['BertForSequenceClassification'],
  id2label: { '0': 'LABEL_0' },
  label2id: { LABEL_0: 0 },
  num_labels: 1,
};

function bertConfig(shape: FixtureShape, extra: Record<string, Json>): Json {
  return {
    _fixture: NOTICE,
    ...extra,
    model_type: 'bert',
    hidden_size: shape.hidden,
    num_hidden_layers: shape.layers,
    num_attention_heads: 1,
    intermediate_size: 4 * shape.hidden,
    hidden_act: 'relu',
    vocab_size: shape.vocabSize,
    max_position_embeddings: 512,
    type_vocab_size: 2,
    pad_token_id: 0,
    layer_norm_eps: 1e-12,
  };
}

interface RepoContents {
  graph: GraphSpec;
  config: Json;
  tokens: readonly string[];
}

async function writeBertRepo(outDir: string, repo: string, contents: RepoContents): Promise<void> {
  const model = encodeModel(contents.graph);
  await writeRepo(outDir, repo, {
    'README.md': `# ${repo}\n\n${NOTICE}\n`,
    'config.json': json(contents.config),
    ...Object.fromEntries(
      Object.entries(tokenizerFiles(contents.tokens)).map(([name, value]) => [name, json(value)]),
    ),
    'onnx/model.onnx': model,
    // transformers.js asks for this one on wasm (its default dtype there is q8); the same
    // float graph serves, since a fixture has nothing to gain from real quantisation.
    'onnx/model_quantized.onnx': model,
  });
}

async function writeRepo(
  outDir: string,
  repo: string,
  files: Readonly<Record<string, string | Uint8Array>>,
): Promise<void> {
  for (const [path, data] of Object.entries(files)) {
    const target = join(outDir, repo, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, data);
  }
}

function json(value: Json): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function outdirReadme(repos: readonly string[]): string {
  return [
    '# Forethought Hub-tier test fixtures',
    '',
    'Generated by `scripts/make-hub-fixtures.ts` from a seeded random generator. These are',
    '**test fixtures, not models**: tiny ONNX graphs with the inputs and outputs of a BERT',
    'embedder and a BERT cross-encoder, whose token vectors put hand-picked word groups',
    '(poem / poetry / verse, passport / visa / travel, …) close together. They exist so that',
    "tests can exercise transformers.js's loading, tokenising, pooling and reranking code",
    'against a local host that answers the Hugging Face Hub URL scheme. Their outputs mean',
    'nothing beyond those groups.',
    '',
    '`fixture/tiny-instruct-llm` is a Llama-typed causal LM whose graph is a fixed bigram table:',
    'it answers every chat prompt with the same JSON, for testing the text-generation path.',
    '',
    ...repos.map((repo) => `- \`${repo}/\``),
    '',
  ].join('\n');
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const [outDir, ...flags] = process.argv.slice(2);
  if (!outDir || flags.some((flag) => flag !== '--minilm-shape')) {
    console.error('usage: tsx scripts/make-hub-fixtures.ts OUTDIR [--minilm-shape]');
    process.exit(2);
  }
  const repos = await makeHubFixtures(resolve(outDir), {
    minilmShape: flags.includes('--minilm-shape'),
  });
  console.log(`wrote ${repos.join(', ')} under ${resolve(outDir)}`);
}
