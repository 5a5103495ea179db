import { readFile } from 'node:fs/promises';

import { z } from 'zod';

import { previousOwnTurns } from '../../src/domain/recall/recall-query';

const positiveSchema = z.object({
  id: z.string(),
  lang: z.string(),
  memory: z.string(),
  later_context: z.string(),
  later_context_full: z.string().optional(),
  distractors: z.array(z.string()).default([]),
  other_relevant: z.array(z.string()).default([]),
  negative: z.literal(false).optional(),
});

const negativeSchema = z.object({
  id: z.string(),
  lang: z.string(),
  later_context: z.string(),
  candidates: z.array(z.string()),
  negative: z.literal(true),
});

/**
 * One recall case, reduced to what is ranked: the draft, the candidate texts, and which of
 * them are correct (none for a negative case, where nothing should be shown).
 */
export type RecallCase = {
  id: string;
  lang: string;
  query: string;
  /** The writer's own turns before the draft, from `later_context_full` (often none). */
  previousTurns: string[];
  candidates: string[];
  correct: Set<number>;
  isNegative: boolean;
};

/** Reads a recall-*.jsonl file (FORMAT.md); a malformed line fails with its line number. */
export async function readRecallCases(path: string): Promise<RecallCase[]> {
  const text = await readFile(path, 'utf8');
  const cases: RecallCase[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      cases.push(toCase(JSON.parse(line)));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${path}:${index + 1}: not a recall case (${reason})`);
    }
  });
  return cases;
}

function toCase(raw: unknown): RecallCase {
  const negative = negativeSchema.safeParse(raw);
  if (negative.success) {
    const { id, lang, later_context, candidates } = negative.data;
    return {
      id,
      lang,
      query: later_context,
      previousTurns: [],
      candidates,
      correct: new Set(),
      isNegative: true,
    };
  }
  const { id, lang, memory, later_context, later_context_full, distractors, other_relevant } =
    positiveSchema.parse(raw);
  const previousTurns =
    later_context_full === undefined ? [] : previousOwnTurns(later_context_full);
  // FORMAT.md's order: memory, distractors, other relevant; the correct ones by position.
  const candidates = [memory, ...distractors, ...other_relevant];
  const correct = new Set([0, ...other_relevant.map((_, i) => 1 + distractors.length + i)]);
  return { id, lang, query: later_context, previousTurns, candidates, correct, isNegative: false };
}

/** Whether a file holds classification cases, which this script does not score yet. */
export function isClassificationFile(path: string): boolean {
  return /(^|[/\\])classify-[^/\\]*\.jsonl$/u.test(path);
}
