import { join } from 'node:path';
import { USE_LITE_MODEL_ID } from '../../src/ml/worker/builtin/use-encoder';
import { createNodeUseEncoder } from '../../src/ml/worker/builtin/use-source-node';
import { encodeEnglishCached } from './english-cache';
import { assertDataPresent, loadMemoryBank, loadTatoeba, type SentencePair } from './load-data';
import { buildTraditionalMap } from './t2s-map';

/** Everything training reads: the pairs, each English text's USE vector, and the t→s map. */
export type Corpus = {
  readonly pairs: readonly SentencePair[];
  readonly dims: number;
  /** The USE vector of a pair's English side, `dims` floats (a view, not a copy). */
  readonly englishVector: (pair: SentencePair) => Float32Array;
  readonly t2s: Map<string, string>;
};

/** USE-lite's output width. */
const DIMS = 512;

/** Reads the data under `dataDir` (failing first if any is missing) and encodes the English. */
export async function loadCorpus(
  dataDir: string,
  cacheDir: string,
  log: (line: string) => void,
): Promise<Corpus> {
  assertDataPresent(dataDir);
  const pairs = [...loadTatoeba(dataDir), ...loadMemoryBank(dataDir)];
  // First-appearance order: a fixed list, so the cache key is the same on every run.
  const texts = [...new Set(pairs.map((pair) => pair.english))];
  const indexOf = new Map(texts.map((text, i) => [text, i]));
  log(`Pairs: ${pairs.length} (${texts.length} distinct English texts)`);
  const vectors = await encodeEnglishCached(
    texts,
    join(cacheDir),
    USE_LITE_MODEL_ID,
    createNodeUseEncoder,
    log,
  );
  const englishVector = (pair: SentencePair) => {
    const at = (indexOf.get(pair.english) ?? 0) * DIMS;
    return vectors.subarray(at, at + DIMS);
  };
  return { pairs, dims: DIMS, englishVector, t2s: buildTraditionalMap() };
}
