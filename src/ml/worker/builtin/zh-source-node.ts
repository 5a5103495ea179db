import { readFile } from 'node:fs/promises';
import { parseZhTable, type ZhTable } from './zh-table';

/** models/zh-encoder/ at the repository root, found from this file (src/ml/worker/builtin). */
const MODEL_DIR = new URL('../../../../models/zh-encoder/', import.meta.url);

async function readBytes(name: string): Promise<ArrayBuffer> {
  // decodeURIComponent: a file URL's pathname escapes spaces and non-ASCII folder names.
  const bytes = await readFile(decodeURIComponent(new URL(name, MODEL_DIR).pathname));
  // A copy, because a Node Buffer may be a view into a larger shared pool.
  return new Uint8Array(bytes).buffer;
}

/** The shipped Chinese token table, read from disk: for Node only (tests, eval, training). */
export async function loadNodeZhTable(): Promise<ZhTable> {
  const [table, vocab] = await Promise.all([readBytes('zh-table.bin'), readBytes('zh-vocab.json')]);
  return parseZhTable(table, JSON.parse(new TextDecoder().decode(vocab)) as unknown);
}
