import { LABEL_HEADS } from '../../src/domain/capture/label-heads';
import {
  createCaptureClassifier,
  type CaptureClassifier,
} from '../../src/domain/capture/classifier';
import { SEED_EXAMPLES } from '../../src/domain/capture/seed-examples';
import { classifyWithEndpoint } from '../../src/ml/capture-client';
import type { Embedder } from '../../src/ml/embedder';
import { createNodeBuiltinEmbedder } from '../../src/ml/worker/builtin/e5-source-node';
import type { EvalArgs } from './args';
import { readClassifyCases } from './classify-cases';
import { foldMemoryLabels, summariseClassification, type Prediction } from './classify-metrics';
import type { ClassifyFileReport } from './classify-report';

export type ClassifyRunner = {
  description: string;
  classify: CaptureClassifier;
  dispose: () => void;
};

/**
 * The app's classifier for a tier: on the built-in tier, cue patterns plus the label head
 * trained for the built-in model, as the worker runs it; on the lexical tier, cues only.
 */
export async function createClassifyRunner(tier: EvalArgs['tier']): Promise<ClassifyRunner> {
  if (tier === 'builtin') {
    const embedder = await createNodeBuiltinEmbedder();
    return {
      description: `cue patterns + the label head trained for ${embedder.modelId}`,
      classify: createCaptureClassifier(embedder, SEED_EXAMPLES, LABEL_HEADS),
      dispose: () => embedder.dispose(),
    };
  }
  return {
    description: 'cue patterns only',
    classify: createCaptureClassifier(null, SEED_EXAMPLES),
    dispose: () => undefined,
  };
}

/**
 * The classifier over a Hub embedder running in the app's ML worker (see hub-tier.ts): the
 * same cues and seeds, the seeds embedded by that model, as the worker's `classify` does.
 */
export function hubClassifyRunner(embedder: Embedder, scorerDescription: string): ClassifyRunner {
  return {
    description: `cue patterns + nearest seeds under ${scorerDescription}`,
    classify: createCaptureClassifier(embedder, SEED_EXAMPLES, LABEL_HEADS),
    // The embedder belongs to the Hub scorer, which closes the browser.
    dispose: () => undefined,
  };
}

/** The app's optional LLM classifier: an OpenAI-compatible endpoint, asked in batches. */
export function endpointClassifyRunner(url: string, model: string): ClassifyRunner {
  return {
    description: `instruct LLM ${model} at ${url} (OpenAI chat completions, JSON answers)`,
    classify: (inputs) => classifyWithEndpoint(url, model, [...inputs]),
    dispose: () => undefined,
  };
}

export async function classifyFile(
  file: string,
  runner: ClassifyRunner,
): Promise<ClassifyFileReport> {
  const cases = await readClassifyCases(file);
  const results = await runner.classify(
    cases.map((c) => ({ text: c.text, context: c.context ?? null })),
  );
  const raw = cases.map((c, i): Prediction => ({
    truth: c.label,
    predicted: results[i]?.label ?? 'none',
  }));
  const { predictions, folded } = foldMemoryLabels(raw);
  const langOf = (i: number) => cases[i]?.lang ?? '';
  const langs = [...new Set(cases.map((c) => c.lang))].sort();
  return {
    file,
    kind: 'classification',
    classifier: runner.description,
    memoryVerdictsScoredAsNone: folded,
    ...summariseClassification(predictions),
    byLang: Object.fromEntries(
      langs.map((lang) => [
        lang,
        summariseClassification(predictions.filter((_, i) => langOf(i) === lang)),
      ]),
    ),
  };
}
