import {
  AutoModelForSequenceClassification,
  AutoTokenizer,
  type PreTrainedModel,
  type PreTrainedTokenizer,
  type Tensor,
} from '@huggingface/transformers';

import type { HandlerContext } from '../handlers';
import { ORT_SESSION_OPTIONS } from '../ort-options';
import { progressReporter, type HubDevice } from './hub-env';

/** Scores (query, passage) pairs; higher means more relevant, in [0, 1]. */
export type Reranker = {
  readonly modelId: string;
  score(query: string, passages: readonly string[]): Promise<number[]>;
  dispose(): void;
};

/** A cross-encoder from the Hub: one forward pass over all pairs, sigmoid of the logit. */
export async function createHubReranker(
  modelId: string,
  device: HubDevice,
  emit: HandlerContext['emit'],
): Promise<Reranker> {
  const progress_callback = progressReporter(emit);
  const [tokenizer, model]: [PreTrainedTokenizer, PreTrainedModel] = await Promise.all([
    AutoTokenizer.from_pretrained(modelId, { progress_callback }),
    AutoModelForSequenceClassification.from_pretrained(modelId, {
      device,
      dtype: device === 'webgpu' ? 'fp32' : 'q8',
      ...(device === 'wasm' ? { session_options: ORT_SESSION_OPTIONS } : {}),
      progress_callback,
    }),
  ]);
  return {
    modelId,
    async score(query, passages) {
      if (passages.length === 0) return [];
      const inputs = tokenizer(
        passages.map(() => query),
        { text_pair: [...passages], padding: true, truncation: true },
      );
      const { logits } = (await model(inputs)) as { logits: Tensor };
      const values = logits.data as Float32Array;
      const perRow = values.length / passages.length;
      return passages.map((_, row) => 1 / (1 + Math.exp(-(values[row * perRow] ?? 0))));
    },
    dispose() {
      void model.dispose();
    },
  };
}
