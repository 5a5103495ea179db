import * as ort from 'onnxruntime-web/wasm';

/**
 * The encoder's three inputs for `rows` of token ids, each `length` long (no padding: the
 * measurements batch texts of one length). Shared by the Node measurement (throughput.ts)
 * and the browser one (threads-page/worker.ts, bundled with the same runtime).
 */
export function encoderFeeds(rows: readonly (readonly number[])[], length: number) {
  const ids = BigInt64Array.from(rows.flat(), (id) => BigInt(id));
  const dims = [rows.length, length];
  return {
    input_ids: new ort.Tensor('int64', ids, dims),
    attention_mask: new ort.Tensor('int64', new BigInt64Array(ids.length).fill(1n), dims),
    token_type_ids: new ort.Tensor('int64', new BigInt64Array(ids.length), dims),
  };
}
