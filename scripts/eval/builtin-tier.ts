import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { chooseBuiltinScorer, isEnglishReadable } from '../../src/domain/recall/scorer-choice';
import { VectorIndex } from '../../src/domain/recall/vector-index';
import type { Embedder } from '../../src/ml/embedder';
import { lexicalScores, type CaseScorer, type CaseScores } from './case-scorer';
import { createEmbeddingCache } from './embedding-cache';

const BUILTIN_DIR = fileURLToPath(new URL('../../src/ml/worker/builtin/', import.meta.url));
const FACTORY = 'createNodeBuiltinEmbedder';

/**
 * The built-in tier: the USE-lite cosine for drafts it can read, through the app's vector
 * index; for Chinese drafts the lexical fallback, as the worker does (the report labels
 * which scorer ranked each case).
 */
export async function createBuiltinScorer(): Promise<CaseScorer> {
  const embedder = await loadNodeEmbedder();
  const embed = createEmbeddingCache(embedder);
  return {
    description:
      `dense (${embedder.modelId} cosine) for drafts the English encoder can read; ` +
      'lexical fallback (BM25) for Chinese drafts',
    score: async (query, candidates) => {
      if (chooseBuiltinScorer(query) === 'lexical') {
        return { scorer: 'lexical', relevance: lexicalScores(query, candidates) };
      }
      return denseScores(embedder.dims, await embed([query, ...candidates]), candidates);
    },
    dispose: () => embedder.dispose(),
  };
}

function denseScores(dims: number, vectors: Float32Array[], candidates: readonly string[]) {
  const [queryVector, ...candidateVectors] = vectors;
  if (queryVector === undefined) throw new Error('The embedder returned no vectors.');
  const index = new VectorIndex(dims, candidates.length);
  candidateVectors.forEach((vector, i) => index.add(String(i), vector));
  // Chinese candidates are left out: their vectors are near-identical, so cosine says nothing.
  const readable = (id: string) => isEnglishReadable(candidates[Number(id)] ?? '');
  const relevance: (number | null)[] = candidates.map(() => null);
  for (const hit of index.search(queryVector, candidates.length, readable)) {
    relevance[Number(hit.id)] = hit.score;
  }
  return { scorer: 'dense', relevance } satisfies CaseScores;
}

/**
 * Finds the Node factory of the built-in embedder by name, so the eval does not depend on
 * which file under src/ml/worker/builtin/ it lands in, and imports it only then: until it
 * exists, this tier fails with a message instead of the whole script failing to compile.
 */
async function loadNodeEmbedder(): Promise<Embedder> {
  const file = await findFactoryFile();
  if (file === null) {
    throw new Error(
      `The builtin tier needs ${FACTORY}() exported from a file in ${BUILTIN_DIR}, ` +
        'which does not exist yet. Use --tier lexical for now.',
    );
  }
  const module: unknown = await import(pathToFileURL(file).href);
  const factory: unknown = isRecord(module) ? module[FACTORY] : undefined;
  if (typeof factory !== 'function') throw new Error(`${file} does not export ${FACTORY}().`);
  const embedder: unknown = await (factory as () => unknown)();
  if (!isEmbedder(embedder)) throw new Error(`${FACTORY}() did not return an Embedder.`);
  return embedder;
}

/** `export function createNodeBuiltinEmbedder`, `export async function …` or `export const …`. */
const EXPORTS_FACTORY = new RegExp(
  `export\\s+(async\\s+function|function|const)\\s+${FACTORY}\\b`,
  'u',
);

async function findFactoryFile(): Promise<string | null> {
  const names = await readdir(BUILTIN_DIR).catch(() => []);
  for (const name of names.filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts')).sort()) {
    const path = join(BUILTIN_DIR, name);
    if (EXPORTS_FACTORY.test(await readFile(path, 'utf8'))) return path;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isEmbedder(value: unknown): value is Embedder {
  return (
    isRecord(value) &&
    typeof value.modelId === 'string' &&
    typeof value.dims === 'number' &&
    typeof value.embed === 'function' &&
    typeof value.dispose === 'function'
  );
}
