/** int8 rows with one float32 scale each: row r is `codes[r·width + k] × scales[r]`. */
export type QuantisedRows = { readonly codes: Int8Array; readonly scales: Float32Array };

/**
 * Symmetric per-row int8: each row's largest magnitude maps to ±127. Per row, not per
 * column, because token rows differ in norm by decades (rare tokens are shrunk by the ridge).
 */
export function quantiseRows(data: Float64Array, width: number): QuantisedRows {
  const rows = data.length / width;
  const codes = new Int8Array(data.length);
  const scales = new Float32Array(rows);
  for (let r = 0; r < rows; r++) {
    let max = 0;
    for (let k = 0; k < width; k++) max = Math.max(max, Math.abs(data[r * width + k] ?? 0));
    const scale = Math.fround(max / 127);
    scales[r] = scale;
    if (scale === 0) continue;
    for (let k = 0; k < width; k++) {
      codes[r * width + k] = Math.max(
        -127,
        Math.min(127, Math.round((data[r * width + k] ?? 0) / scale)),
      );
    }
  }
  return { codes, scales };
}
