/**
 * The bench page's calls for `npm run eval -- --tier hub`: the Hub tier's embedder in the
 * app's real ML worker (transformers.js on onnxruntime-web), which Node cannot run here.
 * The eval scores in Node; the page only loads the model and embeds.
 */
import { getMlClient } from '../src/ml/worker-client';
import type { BenchParams, BenchResult } from './bench-api';

export async function hubModelLoad(
  params: BenchParams<'hub-model-load'>,
): Promise<BenchResult<'hub-model-load'>> {
  const gpuAdapter = params.device === 'webgpu' ? await describeGpuAdapter() : null;
  if (params.device === 'webgpu' && gpuAdapter === null) {
    throw new Error(
      'This Chromium offers no WebGPU adapter (no GPU, or WebGPU disabled); on a machine ' +
        'without a GPU, add --swiftshader.',
    );
  }
  const started = performance.now();
  const info = await getMlClient().call('load-model', {
    tier: 'hub',
    embedder: params.embedder,
    reranker: null,
    remoteHost: params.remoteHost,
    device: params.device,
  });
  return {
    modelId: info.modelId,
    dims: info.dims,
    device: info.device,
    loadMs: performance.now() - started,
    userAgent: navigator.userAgent,
    isCrossOriginIsolated: crossOriginIsolated,
    gpuAdapter,
  };
}

export async function modelEmbed(
  params: BenchParams<'model-embed'>,
): Promise<BenchResult<'model-embed'>> {
  const { vectors, dims } = await getMlClient().call('embed', { texts: params.texts });
  const rows = params.texts.map((_, row) =>
    Array.from(vectors.subarray(row * dims, (row + 1) * dims)),
  );
  return { dims, vectors: rows };
}

type AdapterInfo = { vendor?: string; architecture?: string; description?: string };
/** Typed narrowly: not every TypeScript lib these files are checked under declares WebGPU. */
type Gpu = { requestAdapter(): Promise<{ info?: AdapterInfo } | null> };

/** What a report should name when the numbers came from WebGPU: which adapter ran them. */
async function describeGpuAdapter(): Promise<string | null> {
  const gpu = (navigator as unknown as { gpu?: Gpu }).gpu;
  if (!gpu) return null;
  const adapter = await gpu.requestAdapter().catch(() => null);
  if (!adapter) return null;
  const { vendor, architecture, description } = adapter.info ?? {};
  const parts = [vendor, architecture, description].filter(
    (part) => part !== undefined && part !== '',
  );
  return parts.length > 0 ? parts.join(', ') : 'an unnamed adapter';
}
