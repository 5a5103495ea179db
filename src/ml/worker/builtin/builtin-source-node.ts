import type { Embedder } from '../../embedder';
import { createBilingualEmbedder } from './bilingual-embedder';
import { createNodeUseEncoder } from './use-source-node';
import { loadNodeZhTable } from './zh-source-node';

/** The built-in tier's embedder (English and Chinese), loaded in Node: for the eval and tests. */
export async function createNodeBuiltinEmbedder(): Promise<Embedder> {
  const [english, table] = await Promise.all([createNodeUseEncoder(), loadNodeZhTable()]);
  return createBilingualEmbedder(english, table);
}
