import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createUseEmbedder } from './use-embedder';
import type { UseLayout } from './use-weights';

/** Where the build writes the second view's files (npm run models:build). */
export const USE_MODEL_DIR = 'models/use-multilingual-zh-en';

/** The second view read from the repository: what eval, replay and Node tests use. */
export function createNodeUseEmbedder(dir: string = USE_MODEL_DIR) {
  const bytes = readFileSync(join(dir, 'use.bin'));
  return createUseEmbedder({
    tokenizer: JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')) as object,
    layout: JSON.parse(readFileSync(join(dir, 'use.json'), 'utf8')) as UseLayout,
    weights: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  });
}
