import { pipeline, type FeatureExtractionPipeline } from '@huggingface/transformers';

import type { Embedder } from '../../embedder';
import type { HandlerContext } from '../handlers';
import { ORT_SESSION_OPTIONS } from '../ort-options';
import { progressReporter, type HubDevice } from './hub-env';

/**
 * E5 models were trained with "query: " / "passage: " prefixes; recall compares a draft
 * with stored items symmetrically, and the model card asks for "query: " in that case.
 */
function prefixFor(modelId: string): string {
  return /e5/i.test(modelId) ? 'query: ' : '';
}

/** A sentence embedder from the Hub (mean pooling, normalised), on WebGPU or WASM. */
export async function createHubEmbedder(
  modelId: string,
  device: HubDevice,
  emit: HandlerContext['emit'],
): Promise<Embedder> {
  const extractor: FeatureExtractionPipeline = await pipeline('feature-extraction', modelId, {
    device,
    dtype: device === 'webgpu' ? 'fp32' : 'q8',
    ...(device === 'wasm' ? { session_options: ORT_SESSION_OPTIONS } : {}),
    progress_callback: progressReporter(emit),
  });
  const prefix = prefixFor(modelId);
  const probe = await extractor([`${prefix}warm-up`], { pooling: 'mean', normalize: true });
  const dims = probe.dims.at(-1) ?? 0;
  return {
    modelId: `hub:${modelId}@${device}`,
    dims,
    async embed(texts) {
      if (texts.length === 0) return [];
      const output = await extractor(
        texts.map((text) => prefix + text),
        { pooling: 'mean', normalize: true },
      );
      const data = output.data as Float32Array;
      return texts.map((_, row) => data.slice(row * dims, (row + 1) * dims));
    },
    dispose() {
      void extractor.dispose();
    },
  };
}
