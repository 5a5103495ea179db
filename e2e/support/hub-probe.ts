/**
 * What the hub-fixtures spec runs inside the browser: transformers.js loaded as the published
 * ES module (the file Vite bundles for the app), pointed at the local model host. Kept apart
 * from the spec because Playwright ships `runHubProbe` to the page as source text: it may use
 * only its argument and browser globals, and type-only imports.
 */
import type * as Transformers from '@huggingface/transformers';

export interface HubProbeInput {
  /** The model host's origin, with a trailing slash. */
  host: string;
  /** The host's static prefixes for transformers.js's dist/, onnxruntime-web's and -common's. */
  paths: { transformers: string; ort: string; ortCommon: string };
  device: 'wasm' | 'webgpu';
  embedder: string;
  reranker: string;
  texts: string[];
  /** Query / passage pairs for the cross-encoder. */
  pairs: [string, string][];
}

export interface HubProbeResult {
  isCrossOriginIsolated: boolean;
  embeddingDims: number[];
  embeddings: number[][];
  logitsDims: number[];
  logits: number[];
  /** What the text-classification pipeline makes of the one-logit reranker. */
  pipelineScores: number[];
  /** On webgpu, the adapter onnxruntime-web ran on ("vendor/architecture"); else null. */
  webgpuAdapter: string | null;
}

export async function runHubProbe(input: HubProbeInput): Promise<HubProbeResult> {
  const base = (path: string) => new URL(path, input.host).href;
  // transformers.web.js imports these two by bare name, as a bundler would resolve them;
  // an import map added now (Chromium merges late maps) does the bundler's job.
  const importMap = document.createElement('script');
  importMap.type = 'importmap';
  importMap.textContent = JSON.stringify({
    imports: {
      'onnxruntime-web/webgpu': base(`${input.paths.ort}ort.webgpu.bundle.min.mjs`),
      'onnxruntime-common': base(`${input.paths.ortCommon}index.js`),
    },
  });
  document.head.append(importMap);
  const moduleUrl = base(`${input.paths.transformers}transformers.web.js`);
  const tf = (await import(moduleUrl)) as typeof Transformers;

  tf.env.remoteHost = input.host;
  tf.env.allowLocalModels = false;
  const wasm = tf.env.backends.onnx.wasm;
  if (wasm) {
    // Left unset, transformers.js points these at cdn.jsdelivr.net.
    wasm.wasmPaths = {
      mjs: base(`${input.paths.ort}ort-wasm-simd-threaded.asyncify.mjs`),
      wasm: base(`${input.paths.ort}ort-wasm-simd-threaded.asyncify.wasm`),
    };
  }

  const extractor = await tf.pipeline('feature-extraction', input.embedder, {
    device: input.device,
  });
  const embedded = await extractor(input.texts, { pooling: 'mean', normalize: true });

  const tokenizer = await tf.AutoTokenizer.from_pretrained(input.reranker);
  const model = await tf.AutoModelForSequenceClassification.from_pretrained(input.reranker, {
    device: input.device,
  });
  const encoded = tokenizer(
    input.pairs.map(([query]) => query),
    { text_pair: input.pairs.map(([, passage]) => passage), padding: true, truncation: true },
  );
  const { logits } = (await model(encoded)) as { logits: Transformers.Tensor };

  const classifier = await tf.pipeline('text-classification', input.reranker, {
    device: input.device,
  });
  const classified = await classifier(input.pairs.map(([query, passage]) => `${query} ${passage}`));
  const pipelineScores = (Array.isArray(classified) ? classified : [classified]).flatMap((c) =>
    'score' in c ? [c.score] : [],
  );

  // Read only on webgpu: on wasm, asking for the device would create one.
  const gpuDevice = input.device === 'webgpu' ? await tf.env.backends.onnx.webgpu?.device : null;
  const adapter = (gpuDevice as { adapterInfo?: { vendor: string; architecture: string } } | null)
    ?.adapterInfo;

  return {
    isCrossOriginIsolated: crossOriginIsolated,
    embeddingDims: embedded.dims,
    embeddings: embedded.tolist() as number[][],
    logitsDims: logits.dims,
    logits: Array.from(logits.data as Float32Array),
    pipelineScores,
    webgpuAdapter: adapter ? `${adapter.vendor}/${adapter.architecture}` : null,
  };
}
