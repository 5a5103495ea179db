import { ZhTableError } from './zh-table-error';
import type { TraditionalMap, ZhTokenOptions } from './zh-tokens';
import { parseZhVocab } from './zh-vocab';

export { ZhTableError } from './zh-table-error';

/**
 * The learnt Chinese token table (models/zh-encoder/), parsed: one low-rank int8 row per
 * token, a basis back to the 512 USE-lite dimensions, and the English mean the rows were
 * fitted around. Plain typed arrays, so it can be built in a worker from fetched bytes.
 */
export type ZhTable = {
  /** Changes whenever the vectors would: the key of stored Chinese vectors. */
  readonly modelVersion: string;
  readonly tokenOptions: ZhTokenOptions;
  readonly t2s: TraditionalMap;
  /** Token → row. */
  readonly rows: ReadonlyMap<string, number>;
  /** SIF weight of each row: a / (a + p(token)). */
  readonly weights: Float32Array;
  /** Coefficients per row (`rank` wide) and dimensions of the output (512). */
  readonly rank: number;
  readonly dims: number;
  /** Row-major, `rows.size × rank`; row r is `coefficients[r·rank + k] × scales[r]`. */
  readonly coefficients: Int8Array;
  readonly scales: Float32Array;
  /** Row-major, `rank × dims`. */
  readonly basis: Float32Array;
  /** The mean English USE vector the fit was centred on, `dims` floats. */
  readonly mean: Float32Array;
};

/**
 * The version of the shipped table this code expects. Bump it whenever a retrained table
 * would give different vectors (new data, new options): it keys stored Chinese vectors.
 */
export const ZH_TABLE_MODEL_VERSION = 'zh-table@1';

/** `FTZH` as little-endian u32: the first four bytes of zh-table.bin. */
export const ZH_TABLE_MAGIC = 0x485a5446;
export const ZH_TABLE_FORMAT = 1;
/** magic, format, rows, rank, dims: five u32s. */
export const ZH_TABLE_HEADER_BYTES = 20;

/** SIF weight (Arora et al. 2017): frequent tokens, such as 的 and 了, say little. */
export function sifWeight(count: number, totalCount: number, a: number): number {
  return a / (a + count / totalCount);
}

/** Bytes of zh-table.bin for a table of this shape: the header, float32 sections, then int8. */
export function zhTableByteLength(rows: number, rank: number, dims: number): number {
  return ZH_TABLE_HEADER_BYTES + 4 * (dims + rank * dims + rows) + rows * rank;
}

type Header = { rows: number; rank: number; dims: number };

function readHeader(bytes: ArrayBuffer): Header {
  if (bytes.byteLength < ZH_TABLE_HEADER_BYTES) {
    throw new ZhTableError(`zh-table.bin is ${bytes.byteLength} bytes: too short for a header`);
  }
  const view = new DataView(bytes);
  if (view.getUint32(0, true) !== ZH_TABLE_MAGIC) {
    throw new ZhTableError('zh-table.bin does not start with FTZH: not a Chinese token table');
  }
  const format = view.getUint32(4, true);
  if (format !== ZH_TABLE_FORMAT) {
    throw new ZhTableError(`zh-table.bin has format ${format}; this code reads ${ZH_TABLE_FORMAT}`);
  }
  const [rows, rank, dims] = [8, 12, 16].map((at) => view.getUint32(at, true)) as [
    number,
    number,
    number,
  ];
  if (rank === 0 || dims === 0 || rank > dims) {
    throw new ZhTableError(`zh-table.bin has rank ${rank} and ${dims} dims: not a valid shape`);
  }
  const expected = zhTableByteLength(rows, rank, dims);
  if (bytes.byteLength !== expected) {
    throw new ZhTableError(
      `zh-table.bin is ${bytes.byteLength} bytes; its header (${rows} rows × ${rank}) needs ${expected}: truncated or corrupt`,
    );
  }
  return { rows, rank, dims };
}

/**
 * Parses zh-table.bin and zh-vocab.json into a table, checking that both have the shape
 * they claim and belong together. Throws `ZhTableError` saying what is wrong.
 */
export function parseZhTable(bytes: ArrayBuffer, vocabJson: unknown): ZhTable {
  const header = readHeader(bytes);
  const vocab = parseZhVocab(vocabJson);
  if (vocab.tokens.length !== header.rows) {
    throw new ZhTableError(
      `zh-vocab.json lists ${vocab.tokens.length} tokens but zh-table.bin has ${header.rows} rows`,
    );
  }
  if (vocab.modelVersion !== ZH_TABLE_MODEL_VERSION) {
    throw new ZhTableError(
      `zh-vocab.json is ${vocab.modelVersion}; this code expects ${ZH_TABLE_MODEL_VERSION}`,
    );
  }
  const { rows, rank, dims } = header;
  let at = ZH_TABLE_HEADER_BYTES;
  const floats = (count: number) => {
    const out = new Float32Array(bytes.slice(at, at + 4 * count));
    at += 4 * count;
    return out;
  };
  const mean = floats(dims);
  const basis = floats(rank * dims);
  const scales = floats(rows);
  const coefficients = new Int8Array(bytes.slice(at, at + rows * rank));
  const weights = Float32Array.from(vocab.counts, (count) =>
    sifWeight(count, vocab.totalCount, vocab.sifA),
  );
  const tokenRows = new Map<string, number>();
  vocab.tokens.forEach((token, row) => tokenRows.set(token, row));
  if (tokenRows.size !== rows) throw new ZhTableError('zh-vocab.json lists a token twice');
  return {
    modelVersion: vocab.modelVersion,
    tokenOptions: vocab.tokenOptions,
    t2s: vocab.t2s,
    rows: tokenRows,
    weights,
    rank,
    dims,
    coefficients,
    scales,
    basis,
    mean,
  };
}
