import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Embedder } from '../../src/ml/embedder';
import { fnv1a } from './hash';

/** Texts per embed call, as the brief measured USE-lite fastest around this size. */
const BATCH = 64;

/**
 * USE vectors of `texts` (in order, `dims` floats each, one flat array), read from
 * `cacheDir` when an earlier run encoded the same texts with the same model, else
 * encoded now and written there: the English side takes minutes, the fit seconds.
 */
export async function encodeEnglishCached(
  texts: readonly string[],
  cacheDir: string,
  modelId: string,
  createEmbedder: () => Promise<Embedder>,
  log: (line: string) => void,
): Promise<Float32Array> {
  const key = fnv1a(`${modelId}\n${texts.join('\n')}`).toString(16);
  const path = join(cacheDir, `english-${modelId.replace(/[^a-z0-9]+/gi, '_')}-${key}.f32`);
  if (existsSync(path)) {
    const bytes = readFileSync(path);
    log(`English vectors: cached (${path})`);
    return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  }
  const embedder = await createEmbedder();
  try {
    const out = new Float32Array(texts.length * embedder.dims);
    const start = performance.now();
    for (let i = 0; i < texts.length; i += BATCH) {
      const vectors = await embedder.embed(texts.slice(i, i + BATCH));
      vectors.forEach((v, j) => out.set(v, (i + j) * embedder.dims));
      if ((i / BATCH) % 40 === 0) log(`English vectors: ${i}/${texts.length}`);
    }
    log(`English vectors: ${texts.length} in ${((performance.now() - start) / 1000).toFixed(0)} s`);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(path, out);
    return out;
  } finally {
    embedder.dispose();
  }
}
