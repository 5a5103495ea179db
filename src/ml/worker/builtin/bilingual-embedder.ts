import { hanShare } from '../../../domain/recall/language';
import type { Embedder } from '../../embedder';
import { USE_LITE_MODEL_ID } from './use-encoder';
import { centreUseVector, encodeChineseCentred } from './zh-encoder';
import { ZH_TABLE_MODEL_VERSION, type ZhTable } from './zh-table';

/** Both parts name the key of stored vectors: a new encoder or a new table re-embeds. */
export const BUILTIN_MODEL_ID = `${USE_LITE_MODEL_ID}+${ZH_TABLE_MODEL_VERSION}`;

const HAN_RUN = /\p{Script=Han}+/gu;

/** What USE-lite should read of a text: everything but its Han characters. */
function englishPart(text: string): string {
  return text.replace(HAN_RUN, ' ');
}

/** `a·wa + b·wb`, L2-normalised. */
function blend(a: Float32Array, wa: number, b: Float32Array, wb: number): Float32Array {
  const out = new Float32Array(a.length);
  let norm = 0;
  for (let d = 0; d < a.length; d++) {
    const value = wa * (a[d] ?? 0) + wb * (b[d] ?? 0);
    out[d] = value;
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let d = 0; d < a.length; d++) out[d] = (out[d] ?? 0) * scale;
  return out;
}

/**
 * The built-in tier's one embedder for English and Chinese, in USE-lite's space: English
 * text goes to USE-lite, Chinese to the learnt token table (fitted so that a Chinese
 * sentence lands where USE-lite puts its English translation), and mixed text to both,
 * its two parts weighted by their share of the words (`hanShare`). Cosine is then
 * meaningful within and across the two languages.
 *
 * Every vector is centred on the English mean the table was fitted around: USE vectors
 * share a large common direction, and without it the right translation is found more
 * often, also in pools that mix both languages (models/zh-encoder/README.md). So these
 * vectors are not USE-lite's own, and the dense threshold was calibrated on them.
 *
 * A Chinese text with no token the table knows gets the zero vector: USE-lite cannot read
 * it either (Chinese comes out near-identical there), and a zero vector scores 0 against
 * everything instead of a meaningless high cosine.
 */
export function createBilingualEmbedder(english: Embedder, table: ZhTable): Embedder {
  if (english.dims !== table.dims) {
    throw new Error(`The Chinese table has ${table.dims} dims, the encoder ${english.dims}.`);
  }
  const dims = english.dims;

  async function embed(texts: readonly string[]): Promise<Float32Array[]> {
    const shares = texts.map(hanShare);
    // One batched USE-lite call for every text that has anything but Han in it.
    const toUse = texts.flatMap((_, i) => ((shares[i] ?? 0) < 1 ? [i] : []));
    const useVectors = await english.embed(toUse.map((i) => englishPart(texts[i] ?? '')));
    const useOf = new Map(toUse.map((i, j) => [i, useVectors[j]]));
    return texts.map((text, i) => {
      const share = shares[i] ?? 0;
      const raw = useOf.get(i);
      const use = raw === undefined ? undefined : centreUseVector(table, raw);
      const chinese = share > 0 ? encodeChineseCentred(table, text) : null;
      if (chinese === null) return use ?? new Float32Array(dims);
      if (use === undefined) return chinese;
      return blend(use, 1 - share, chinese, share);
    });
  }

  return {
    modelId: BUILTIN_MODEL_ID,
    dims,
    embed,
    dispose: () => english.dispose(),
  };
}
