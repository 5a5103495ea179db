import { createScanKernel, type ScanKernel } from '../../domain/recall/scan-kernel';

/**
 * The second recall view's weights (models/use-multilingual-zh-en, written by
 * scripts/models/convert_use.py): `use.json` lists each tensor's name, dtype, shape and byte
 * offset in `use.bin`. The embedding table stays packed (4 bits a value; a row is read when a
 * piece is used), everything else is widened to float32 once, at load.
 */
export type UseLayout = {
  eps: number;
  group: number;
  tensors: { name: string; dtype: string; shape: number[]; offset: number }[];
};

export type UseWeights = {
  eps: number;
  /** Values per quantisation group of a table row. */
  group: number;
  rows: number;
  /** Values in a table row (the embedding width). */
  width: number;
  /** The table: two 4-bit codes a byte, the first in the low nibble. */
  table: Uint8Array;
  /** Per row and group: the code's step and the group's minimum. */
  step: Float32Array;
  low: Float32Array;
  /** The dense layers by name. */
  dense: Map<string, DenseLayer>;
};

/**
 * A bias or gain (`kernel` null), or an [in, out] matrix held transposed in a scan kernel —
 * the vector index's: one row per output, so that an input row times the matrix is one scan
 * (WebAssembly SIMD where the engine has it, ~5× a JavaScript loop).
 */
export type DenseLayer = { data: Float32Array; shape: number[]; kernel: ScanKernel | null };

const DTYPE_BYTES: Record<string, number> = { uint8: 1, float16: 2, float32: 4 };

export function readUseWeights(layout: UseLayout, bytes: ArrayBuffer): UseWeights {
  const byName = new Map(layout.tensors.map((tensor) => [tensor.name, tensor]));
  const view = (name: string) => {
    const tensor = byName.get(name);
    if (tensor === undefined) throw new Error(`use.bin has no tensor ${name}.`);
    const bytesPer = DTYPE_BYTES[tensor.dtype];
    if (bytesPer === undefined) throw new Error(`use.bin: ${name} is ${tensor.dtype}.`);
    const count = tensor.shape.reduce((product, size) => product * size, 1);
    if (tensor.offset + count * bytesPer > bytes.byteLength) {
      throw new Error(`use.bin is too short for ${name}: is the file complete?`);
    }
    return { tensor, count };
  };
  const floats = (name: string): { data: Float32Array; shape: number[] } => {
    const { tensor, count } = view(name);
    const data =
      tensor.dtype === 'float16'
        ? widenHalves(new Uint16Array(bytes, tensor.offset, count))
        : new Float32Array(bytes.slice(tensor.offset, tensor.offset + count * 4));
    return { data, shape: tensor.shape };
  };
  const { tensor: table, count: tableBytes } = view('table');
  const [rows = 0, packedWidth = 0] = table.shape;
  const dense = new Map<string, DenseLayer>();
  for (const { name } of layout.tensors) {
    if (name === 'table' || name === 'step' || name === 'low') continue;
    const layer = floats(name);
    dense.set(name, layer.shape.length === 2 ? inKernel(layer) : { ...layer, kernel: null });
  }
  return {
    eps: layout.eps,
    group: layout.group,
    rows,
    width: packedWidth * 2,
    table: new Uint8Array(bytes, table.offset, tableBytes),
    step: floats('step').data,
    low: floats('low').data,
    dense,
  };
}

function inKernel({ data, shape }: { data: Float32Array; shape: number[] }): DenseLayer {
  const [inner = 0, outer = 0] = shape;
  const kernel = createScanKernel(inner, outer);
  const rows = kernel.rows;
  for (let k = 0; k < inner; k += 1) {
    for (let j = 0; j < outer; j += 1) rows[j * inner + k] = data[k * outer + j] as number;
  }
  return { data: rows, shape, kernel };
}

/** One IEEE half float's value, read from its 16 bits. */
function halfValue(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exponent = (h >> 10) & 0x1f;
  const fraction = h & 0x3ff;
  return exponent === 0
    ? sign * 2 ** -14 * (fraction / 1024)
    : exponent === 31
      ? fraction === 0
        ? sign * Infinity
        : NaN
      : sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

/** Every half float's value, by its bits: built on first use (256 KB). */
let halfTable: Float32Array | null = null;

/**
 * IEEE half floats to float32 (Node 20 has no Float16Array). Through a table of all 65,536
 * values: the second view's three million halves took most of its load computed one by one
 * (the load runs on the worker's thread, where a draft's search waits for it).
 */
export function widenHalves(halves: Uint16Array): Float32Array {
  if (halfTable === null) {
    halfTable = new Float32Array(0x10000);
    for (let h = 0; h < 0x10000; h += 1) halfTable[h] = halfValue(h);
  }
  const table = halfTable;
  const out = new Float32Array(halves.length);
  for (let i = 0; i < halves.length; i += 1) out[i] = table[halves[i] as number] as number;
  return out;
}
