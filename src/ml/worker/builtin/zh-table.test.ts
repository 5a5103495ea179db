import { describe, expect, it } from 'vitest';
import {
  parseZhTable,
  ZH_TABLE_FORMAT,
  ZH_TABLE_MAGIC,
  ZH_TABLE_MODEL_VERSION,
  ZhTableError,
  zhTableByteLength,
} from './zh-table';
import { ZH_VOCAB_FORMAT, type ZhVocabJson } from './zh-vocab';

const [ROWS, RANK, DIMS] = [2, 2, 4];

/** A valid two-token table: rows (1, 0) and (0, 1) on an identity-like basis. */
function tableBytes(): ArrayBuffer {
  const bytes = new ArrayBuffer(zhTableByteLength(ROWS, RANK, DIMS));
  const view = new DataView(bytes);
  [ZH_TABLE_MAGIC, ZH_TABLE_FORMAT, ROWS, RANK, DIMS].forEach((v, i) =>
    view.setUint32(4 * i, v, true),
  );
  const floats = new Float32Array(bytes, 20, DIMS + RANK * DIMS + ROWS);
  floats.set([0, 0, 0, 1], 0); // mean
  floats.set([1, 0, 0, 0, 0, 1, 0, 0], DIMS); // basis
  floats.set([1 / 127, 1 / 127], DIMS + RANK * DIMS); // scales
  new Int8Array(bytes, bytes.byteLength - ROWS * RANK).set([127, 0, 0, 127]);
  return bytes;
}

function vocab(): ZhVocabJson {
  return {
    format: ZH_VOCAB_FORMAT,
    modelVersion: ZH_TABLE_MODEL_VERSION,
    tokenOptions: { bigrams: false, question: false },
    sifA: 1e-3,
    totalCount: 10,
    tokens: ['猫', '狗'],
    counts: [5, 5],
    traditionalToSimplified: { 貓: '猫' },
  };
}

describe('parseZhTable', () => {
  it('reads a well-formed artifact', () => {
    const table = parseZhTable(tableBytes(), vocab());
    expect(table.rows.get('狗')).toBe(1);
    expect([table.rank, table.dims]).toEqual([RANK, DIMS]);
    expect(table.t2s.get('貓')).toBe('猫');
    expect(Array.from(table.mean)).toEqual([0, 0, 0, 1]);
    expect(table.weights[0]).toBeCloseTo(1e-3 / (1e-3 + 0.5), 6);
  });

  it('rejects truncated bytes, saying so', () => {
    const truncated = tableBytes().slice(0, -1);
    expect(() => parseZhTable(truncated, vocab())).toThrow(ZhTableError);
    expect(() => parseZhTable(truncated, vocab())).toThrow(/truncated or corrupt/);
    expect(() => parseZhTable(new ArrayBuffer(8), vocab())).toThrow(/too short/);
  });

  it('rejects bytes that are not a table', () => {
    const bytes = tableBytes();
    new DataView(bytes).setUint32(0, 0x12345678, true);
    expect(() => parseZhTable(bytes, vocab())).toThrow(/FTZH/);
    const other = tableBytes();
    new DataView(other).setUint32(4, 99, true);
    expect(() => parseZhTable(other, vocab())).toThrow(/format 99/);
  });

  it('rejects a vocabulary that does not match the table', () => {
    expect(() => parseZhTable(tableBytes(), { ...vocab(), tokens: ['猫'], counts: [5] })).toThrow(
      /1 tokens but zh-table.bin has 2 rows/,
    );
    expect(() => parseZhTable(tableBytes(), { ...vocab(), tokens: ['猫', '猫'] })).toThrow(/twice/);
    expect(() => parseZhTable(tableBytes(), { ...vocab(), modelVersion: 'zh-table@0' })).toThrow(
      /expects/,
    );
    expect(() => parseZhTable(tableBytes(), { ...vocab(), counts: [5, -1] })).toThrow(/counts/);
    expect(() => parseZhTable(tableBytes(), 'not json')).toThrow(ZhTableError);
  });
});
