import { LIKELY_FROM } from './confidence-words';
import { cueScores, emptyScores, type CueScores } from './cues';
import { explicitOpening } from './cues-opening';
import type { ClassifyInput } from './extract-candidates';
import { headVote, type LabelHead } from './label-head';
import { CAPTURE_LABELS, type CaptureLabel, type Classification } from './labels';

/** A labelled seed, embedded. */
export type EmbeddedSeed = { label: CaptureLabel; vector: Float32Array };

export type EmbedFn = (texts: readonly string[]) => Promise<Float32Array[]>;

/** What the classifier needs of an embedder: its vectors, and its id to find a head by. */
export type ClassifierEmbedder = { modelId: string; embed: EmbedFn };

/*
 * The four constants below were chosen by leave-one-out over the seeds (each seed
 * classified by the others, best macro-F1 on a small grid), not on any evaluation set.
 */
/** How many nearest seeds vote. */
const NEIGHBOURS = 15;
/** Softmax temperature of the neighbours' cosines: lower trusts the very nearest more. */
const NEIGHBOUR_TEMPERATURE = 0.1;
/** The weight of the cue patterns against the neighbours' vote (which sums to 1). */
const CUE_WEIGHT = 0.65;
/** With no cue at all, `none` is the likelier reading: most sentences are not items. */
const NONE_PRIOR = 0.5;

/**
 * How sure a label is that the person gave themselves ("Idea:", "We've decided…"): their
 * word, not a guess, so it always reads "likely".
 */
export const EXPLICIT_CONFIDENCE = Math.max(0.9, LIKELY_FROM);

/** The cosine of two unit vectors: their dot product. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += (a[i] ?? 0) * (b[i] ?? 0);
  return dot;
}

/**
 * The neighbours' vote: the nearest seeds, weighted by a softmax of their cosines. A zero
 * vector (a text the embedder knows nothing of) votes for nothing.
 */
export function neighbourVote(vector: Float32Array, seeds: readonly EmbeddedSeed[]): CueScores {
  const vote = emptyScores();
  const nearest = seeds
    .map((seed) => ({ label: seed.label, similarity: cosine(vector, seed.vector) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, NEIGHBOURS);
  const best = nearest[0]?.similarity ?? 0;
  if (best <= 0) return vote;
  let total = 0;
  for (const { label, similarity } of nearest) {
    const weight = Math.exp((similarity - best) / NEIGHBOUR_TEMPERATURE);
    vote[label] += weight;
    total += weight;
  }
  for (const label of CAPTURE_LABELS) vote[label] /= total;
  return vote;
}

/** The cue scores as shares that sum to 1, with `none`'s prior. */
function cueShares(scores: CueScores): CueScores {
  const shares = emptyScores();
  const raised = { ...scores, none: scores.none + NONE_PRIOR };
  let total = 0;
  for (const label of CAPTURE_LABELS) {
    shares[label] = Math.exp(raised[label]);
    total += shares[label];
  }
  for (const label of CAPTURE_LABELS) shares[label] /= total;
  return shares;
}

/**
 * The verdict of an explicit opening, with the item's text when a label word was left out;
 * null when the sentence names no label of its own.
 */
function openingVerdict(text: string): Classification | null {
  const opening = explicitOpening(text);
  if (opening === null) return null;
  const verdict = { label: opening.label, confidence: EXPLICIT_CONFIDENCE };
  return opening.text === text.trim() ? verdict : { ...verdict, text: opening.text };
}

/** The verdict from the cue scores and the neighbours' vote (empty when there is none). */
export function combine(cues: CueScores, vote: CueScores | null): Classification {
  const shares = cueShares(cues);
  const hasVote = vote !== null && CAPTURE_LABELS.some((label) => vote[label] > 0);
  let best: CaptureLabel = 'none';
  let bestScore = -1;
  for (const label of CAPTURE_LABELS) {
    const score = hasVote
      ? CUE_WEIGHT * shares[label] + (1 - CUE_WEIGHT) * vote[label]
      : shares[label];
    if (score > bestScore) {
      best = label;
      bestScore = score;
    }
  }
  return { label: best, confidence: Math.round(bestScore * 1000) / 1000 };
}

export type CaptureClassifier = (inputs: readonly ClassifyInput[]) => Promise<Classification[]>;

/**
 * The importance classifier: cue patterns in both languages, plus what the embedder's
 * vectors say — the label head trained for that model (`npm run train:head`) when there is
 * one, else the nearest labelled seeds (embedded once, on the first call; the Hub tier's
 * models). With no embedder, cues alone decide.
 */
export function createCaptureClassifier(
  embedder: ClassifierEmbedder | null,
  seeds: readonly { text: string; label: CaptureLabel }[],
  heads: readonly LabelHead[] = [],
): CaptureClassifier {
  const head = heads.find((candidate) => candidate.modelId === embedder?.modelId) ?? null;
  let embedded: Promise<EmbeddedSeed[]> | null = null;
  return async (inputs) => {
    const verdicts = await classifyByContent(inputs);
    // The person's own label word is read before what the words and the vectors suggest.
    return verdicts.map((verdict, i) => openingVerdict(inputs[i]?.text ?? '') ?? verdict);
  };

  async function classifyByContent(inputs: readonly ClassifyInput[]): Promise<Classification[]> {
    const texts = inputs.map((input) => input.text);
    if (embedder === null) return texts.map((text) => combine(cueScores(text), null));
    if (head !== null) {
      const vectors = await embedder.embed(texts);
      return texts.map((text, i) => {
        const vector = vectors[i];
        return combine(cueScores(text), vector ? headVote(head, vector) : null);
      });
    }
    embedded ??= embedder
      .embed(seeds.map((seed) => seed.text))
      .then((vectors) =>
        vectors.map((vector, i) => ({ label: seeds[i]?.label ?? 'none', vector })),
      );
    const [seedVectors, vectors] = await Promise.all([embedded, embedder.embed(texts)]);
    return texts.map((text, i) => {
      const vector = vectors[i];
      const vote = vector ? neighbourVote(vector, seedVectors) : null;
      return combine(cueScores(text), vote);
    });
  }
}
