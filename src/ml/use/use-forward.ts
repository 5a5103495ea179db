import type { DenseLayer, UseWeights } from './use-weights';

/** The three n-gram branches: (n, tokens of left context), as the model was trained. */
const ORDERS = [
  [2, 0],
  [3, 1],
  [5, 2],
] as const;
const BRANCH = 256;

/**
 * The multilingual USE v3 forward pass for one sentence's piece ids (with <s> and </s>):
 * the pieces' embeddings, three n-gram CNN branches over a shared projection, a layer norm,
 * the sum over tokens projected and scaled by 1/sqrt(length), then a small feed-forward
 * head; L2-normalised. A sentence is embedded alone, so its vector never depends on others.
 * Mirrors `forward` in scripts/models/convert_use.py, which the golden test checks.
 */
export function encodeSentence(ids: readonly number[], weights: UseWeights): Float32Array {
  const layer = (name: string) => {
    const found = weights.dense.get(name);
    if (found === undefined) throw new Error(`The USE weights have no ${name}.`);
    return found;
  };
  const tokens = ids.length;
  const width = weights.width;
  const embedded = embedRows(ids, weights);
  const projected = matmul(embedded, tokens, layer('proj_W'));
  addBias(projected, tokens, layer('proj_b').data);
  layerNorm(projected, tokens, layer('ln_g_all').data, layer('ln_b_all').data, weights.eps);

  const featureWidth = width + ORDERS.length * BRANCH;
  const features = new Float32Array(tokens * featureWidth);
  for (let t = 0; t < tokens; t += 1) {
    features.set(embedded.subarray(t * width, (t + 1) * width), t * featureWidth);
  }
  ORDERS.forEach(([n, left], branch) => {
    const input = columns(projected, tokens, 3 * BRANCH, branch * BRANCH, BRANCH);
    const hidden = residualConv(input, tokens, n, left, layer(`w1_${n}`), layer(`b1_${n}`).data);
    const output = residualConv(hidden, tokens, n, left, layer(`w2_${n}`), layer(`b2_${n}`).data);
    for (let t = 0; t < tokens; t += 1) {
      features.set(
        output.subarray(t * BRANCH, (t + 1) * BRANCH),
        t * featureWidth + width + branch * BRANCH,
      );
    }
  });
  layerNorm(features, tokens, layer('ln_g').data, layer('ln_b').data, weights.eps);

  const summed = new Float32Array(featureWidth);
  for (let t = 0; t < tokens; t += 1) {
    for (let j = 0; j < featureWidth; j += 1) {
      summed[j] = (summed[j] as number) + (features[t * featureWidth + j] as number);
    }
  }
  const pooled = matmul(summed, 1, layer('cnn_W'));
  const cnnBias = layer('cnn_b').data;
  const scale = 1 / Math.sqrt(tokens);
  for (let j = 0; j < pooled.length; j += 1) {
    pooled[j] = ((pooled[j] as number) + tokens * (cnnBias[j] as number)) * scale;
  }
  const y0 = relu(matmul(pooled, 1, layer('d0')));
  const y1 = relu(sum(matmul(pooled, 1, layer('p1')), matmul(y0, 1, layer('d1'))));
  const y2 = relu(matmul(y1, 1, layer('d2')));
  const z = sum(matmul(y1, 1, layer('p3')), matmul(y2, 1, layer('d3'))).map(Math.tanh);
  let norm = 0;
  for (const value of z) norm += value * value;
  const inverse = 1 / Math.sqrt(Math.max(norm, weights.eps));
  return z.map((value) => value * inverse);
}

/** The table rows of `ids`, dequantised: code × the group's step + the group's minimum. */
function embedRows(ids: readonly number[], weights: UseWeights): Float32Array {
  const { width, group, table, step, low, rows } = weights;
  const groups = width / group;
  const out = new Float32Array(ids.length * width);
  ids.forEach((id, t) => {
    const row = id >= 0 && id < rows ? id : 0;
    for (let j = 0; j < width; j += 1) {
      const byte = table[row * (width / 2) + (j >> 1)] as number;
      const code = j & 1 ? byte >> 4 : byte & 15;
      const g = row * groups + Math.floor(j / group);
      out[t * width + j] = code * (step[g] as number) + (low[g] as number);
    }
  });
  return out;
}

/**
 * A [rows × in] block times an [in × out] matrix: one scan of the matrix's transposed rows
 * (the vector index's SIMD dot-product kernel, use-weights.ts) per input row.
 */
function matmul(input: Float32Array, rows: number, matrix: DenseLayer): Float32Array {
  const [inner = 0, outer = 0] = matrix.shape;
  const kernel = matrix.kernel;
  if (kernel === null) throw new Error('A USE layer without its kernel is not a matrix.');
  const out = new Float32Array(rows * outer);
  for (let r = 0; r < rows; r += 1) {
    out.set(kernel.scan(input.subarray(r * inner, (r + 1) * inner), outer), r * outer);
  }
  return out;
}

/**
 * relu(window @ w + b) + input, where a token's window is its n neighbours from `left` before
 * it, zero outside the sentence: one n-gram convolution with its residual.
 */
function residualConv(
  input: Float32Array,
  tokens: number,
  n: number,
  left: number,
  matrix: DenseLayer,
  bias: Float32Array,
): Float32Array {
  const windows = new Float32Array(tokens * n * BRANCH);
  for (let t = 0; t < tokens; t += 1) {
    for (let k = 0; k < n; k += 1) {
      const source = t - left + k;
      if (source < 0 || source >= tokens) continue;
      windows.set(input.subarray(source * BRANCH, (source + 1) * BRANCH), (t * n + k) * BRANCH);
    }
  }
  const out = matmul(windows, tokens, matrix);
  addBias(out, tokens, bias);
  for (let i = 0; i < out.length; i += 1) {
    out[i] = Math.max(out[i] as number, 0) + (input[i] as number);
  }
  return out;
}

function columns(input: Float32Array, rows: number, width: number, from: number, count: number) {
  const out = new Float32Array(rows * count);
  for (let r = 0; r < rows; r += 1) {
    out.set(input.subarray(r * width + from, r * width + from + count), r * count);
  }
  return out;
}

function addBias(values: Float32Array, rows: number, bias: Float32Array): void {
  const width = bias.length;
  for (let r = 0; r < rows; r += 1) {
    for (let j = 0; j < width; j += 1) {
      values[r * width + j] = (values[r * width + j] as number) + (bias[j] as number);
    }
  }
}

function layerNorm(
  values: Float32Array,
  rows: number,
  gain: Float32Array,
  bias: Float32Array,
  eps: number,
): void {
  const width = gain.length;
  for (let r = 0; r < rows; r += 1) {
    const row = values.subarray(r * width, (r + 1) * width);
    let mean = 0;
    for (const value of row) mean += value;
    mean /= width;
    let variance = 0;
    for (const value of row) variance += (value - mean) * (value - mean);
    const inverse = 1 / Math.sqrt(variance / width + eps);
    for (let j = 0; j < width; j += 1) {
      row[j] = ((row[j] as number) - mean) * inverse * (gain[j] as number) + (bias[j] as number);
    }
  }
}

function relu(values: Float32Array): Float32Array {
  return values.map((value) => Math.max(value, 0));
}

function sum(a: Float32Array, b: Float32Array): Float32Array {
  return a.map((value, i) => value + (b[i] as number));
}
