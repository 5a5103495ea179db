import { hanShare } from '../../../domain/recall/language';

/** Each language's mean vector, as `models:build` writes them (centering.json). */
export type LanguageMeans = { en: Float32Array; zh: Float32Array };

/**
 * Removes the text's language mean from its normalised vector and normalises again. E5's
 * vectors share a large common part and one per language (unrelated sentences score about
 * 0.8, and a sentence is nearer to anything in its own language than to its translation);
 * without it, the scores spread out and a translation competes with same-language text.
 * Mixed text subtracts the two means weighted by its Han share.
 */
export function centreOnLanguage(vector: Float32Array, text: string, means: LanguageMeans) {
  const zhWeight = hanShare(text);
  const centred = new Float32Array(vector.length);
  let norm = 0;
  for (let i = 0; i < vector.length; i += 1) {
    const mean = zhWeight * (means.zh[i] ?? 0) + (1 - zhWeight) * (means.en[i] ?? 0);
    const value = (vector[i] ?? 0) - mean;
    centred[i] = value;
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < centred.length; i += 1) centred[i] = (centred[i] ?? 0) * scale;
  return centred;
}

/** Reads centering.json, refusing a file whose vectors do not have the model's width. */
export function parseLanguageMeans(json: unknown, dims: number): LanguageMeans {
  const read = (key: 'en' | 'zh'): Float32Array => {
    const values = (json as Record<string, unknown> | null)?.[key];
    if (
      !Array.isArray(values) ||
      values.length !== dims ||
      !values.every((x) => typeof x === 'number' && Number.isFinite(x))
    ) {
      throw new Error(`centering.json: "${key}" is not a list of ${dims} numbers`);
    }
    return Float32Array.from(values as number[]);
  };
  return { en: read('en'), zh: read('zh') };
}
