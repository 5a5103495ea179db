import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  ZH_TABLE_FORMAT,
  ZH_TABLE_HEADER_BYTES,
  ZH_TABLE_MAGIC,
  ZH_TABLE_MODEL_VERSION,
  zhTableByteLength,
} from '../../src/ml/worker/builtin/zh-table';
import { ZH_VOCAB_FORMAT, type ZhVocabJson } from '../../src/ml/worker/builtin/zh-vocab';
import type { FitParams, FittedTable } from './fit';
import { quantiseRows } from './quantise';

/**
 * zh-table.bin: the header (magic, format, rows, rank, dims as little-endian u32), then
 * float32 mean, basis and per-row scales, then the int8 rows last, so that every float32
 * section starts 4-byte aligned.
 */
export function encodeTableBytes(fitted: FittedTable): Uint8Array {
  const { vocabulary, rank, dims } = fitted;
  const rows = vocabulary.tokens.length;
  const { codes, scales } = quantiseRows(fitted.rows, rank);
  const bytes = new Uint8Array(zhTableByteLength(rows, rank, dims));
  const view = new DataView(bytes.buffer);
  [ZH_TABLE_MAGIC, ZH_TABLE_FORMAT, rows, rank, dims].forEach((value, i) =>
    view.setUint32(4 * i, value, true),
  );
  let at = ZH_TABLE_HEADER_BYTES;
  for (const section of [Float32Array.from(fitted.mean), Float32Array.from(fitted.basis), scales]) {
    section.forEach((value, i) => view.setFloat32(at + 4 * i, value, true));
    at += 4 * section.length;
  }
  bytes.set(new Uint8Array(codes.buffer), at);
  return bytes;
}

/** zh-vocab.json's content: tokens in row order, counts, the SIF `a`, and the t→s map. */
export function vocabJson(
  fitted: FittedTable,
  params: FitParams,
  t2s: ReadonlyMap<string, string>,
): ZhVocabJson {
  return {
    format: ZH_VOCAB_FORMAT,
    modelVersion: ZH_TABLE_MODEL_VERSION,
    tokenOptions: params.tokenOptions,
    sifA: params.sifA,
    totalCount: fitted.vocabulary.totalCount,
    tokens: fitted.vocabulary.tokens,
    counts: fitted.vocabulary.counts,
    traditionalToSimplified: Object.fromEntries(t2s),
  };
}

/** What was written, for the log and the README. */
export type ArtifactSizes = {
  readonly table: number;
  readonly vocab: number;
  readonly attribution: number;
};

/**
 * Writes zh-table.bin, zh-vocab.json (formatted as the repository's Prettier would, so the
 * format check passes on the committed file) and ATTRIBUTION.txt into `dir`.
 */
export async function writeArtifact(
  dir: string,
  fitted: FittedTable,
  params: FitParams,
  t2s: ReadonlyMap<string, string>,
  attribution: string,
): Promise<ArtifactSizes> {
  mkdirSync(dir, { recursive: true });
  const table = encodeTableBytes(fitted);
  const vocabPath = join(dir, 'zh-vocab.json');
  const config = (await resolveConfig(vocabPath)) ?? {};
  const vocab = await format(JSON.stringify(vocabJson(fitted, params, t2s)), {
    ...config,
    filepath: vocabPath,
  });
  writeFileSync(join(dir, 'zh-table.bin'), table);
  writeFileSync(vocabPath, vocab);
  writeFileSync(join(dir, 'ATTRIBUTION.txt'), attribution);
  return {
    table: table.length,
    vocab: Buffer.byteLength(vocab),
    attribution: Buffer.byteLength(attribution),
  };
}
