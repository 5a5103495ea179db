import { z } from 'zod';
import { ZhTableError } from './zh-table-error';
import type { TraditionalMap, ZhTokenOptions } from './zh-tokens';

/** The identifier in zh-vocab.json's `format`, so that a wrong file fails by name. */
export const ZH_VOCAB_FORMAT = 'forethought-zh-vocab@1';

/** zh-vocab.json: the tokens in row order, their training counts, and the t→s map. */
export type ZhVocab = {
  readonly modelVersion: string;
  readonly tokenOptions: ZhTokenOptions;
  /** SIF's `a`; a token's weight is a / (a + count / totalCount). */
  readonly sifA: number;
  readonly totalCount: number;
  readonly tokens: readonly string[];
  readonly counts: readonly number[];
  readonly t2s: TraditionalMap;
};

// The file ships with the app, but it is still bytes from outside the code: zod turns a
// stale or hand-edited file into one clear message instead of NaN vectors later.
const vocabSchema = z.object({
  format: z.literal(ZH_VOCAB_FORMAT),
  modelVersion: z.string().min(1),
  tokenOptions: z.object({ bigrams: z.boolean(), question: z.boolean() }),
  sifA: z.number().positive(),
  totalCount: z.number().int().positive(),
  tokens: z.array(z.string().min(1)),
  counts: z.array(z.number().int().positive()),
  traditionalToSimplified: z.record(z.string(), z.string()),
});

/** The JSON shape of zh-vocab.json, as the training script writes it. */
export type ZhVocabJson = z.infer<typeof vocabSchema>;

/** Validates parsed zh-vocab.json. Throws `ZhTableError` naming the first problem. */
export function parseZhVocab(json: unknown): ZhVocab {
  const parsed = vocabSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    throw new ZhTableError(`zh-vocab.json is not valid at "${where}": ${issue?.message ?? ''}`);
  }
  const vocab = parsed.data;
  if (vocab.counts.length !== vocab.tokens.length) {
    throw new ZhTableError(
      `zh-vocab.json has ${vocab.tokens.length} tokens but ${vocab.counts.length} counts`,
    );
  }
  return {
    modelVersion: vocab.modelVersion,
    tokenOptions: vocab.tokenOptions,
    sifA: vocab.sifA,
    totalCount: vocab.totalCount,
    tokens: vocab.tokens,
    counts: vocab.counts,
    t2s: new Map(Object.entries(vocab.traditionalToSimplified)),
  };
}
