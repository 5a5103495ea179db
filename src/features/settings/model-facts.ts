import { HUB_EMBEDDER, HUB_RERANKER } from '../../domain/hub-models';

/**
 * What Settings says each model choice costs and scores. Sizes come from the files: the
 * built-in models are models/multilingual-e5-small-zh-en/ (onnx/model_quantized.onnx 44.4 MB
 * and tokenizer.json 3.3 MB) and models/use-multilingual-zh-en/ (use.bin 21.3 MB and
 * tokenizer.json 1.9 MB), the Hub models from domain/hub-models.ts. Scores are the
 * docs/measurements.md's "Measured recall" and "Measured classification" tables (`npm run eval` on the
 * project's dev sets): change them there and here together.
 */
export const MODEL_FACTS = {
  builtinMegabytes: 71,
  hubMegabytes: HUB_EMBEDDER.approxMegabytes + HUB_RERANKER.approxMegabytes,
  embedderMegabytes: HUB_EMBEDDER.approxMegabytes,
  rerankerMegabytes: HUB_RERANKER.approxMegabytes,
  /** hit@5 on recall-dev: the built-in tier as the app runs it. */
  builtinHit5: { en: 0.818, zh: 0.952, cross: 0.636 },
  /** hit@5 on recall-dev: the same model with its whole vocabulary (docs/measurements.md, "e5-small, full"). */
  fullVocabularyHit5: { en: 0.727, zh: 0.857, cross: 0.636 },
  /** The built-in classifier's accuracy on classify-dev. */
  classifierAccuracy: 0.892,
} as const;

/** A share as a percentage in the UI language, as precise as docs/measurements.md's three decimals ("72.7%"). */
export function percent(share: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    share,
  );
}
