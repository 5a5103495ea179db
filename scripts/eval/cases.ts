import { readFile } from 'node:fs/promises';

import { z } from 'zod';

import { previousOwnTurns } from '../../src/domain/recall/recall-query';

/** A local date and time, "2026-11-25T10:00" (seconds optional), as the cases write them. */
const localTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/u, 'a local time like 2026-11-25T10:00');

/** Which index a case's memories belong to (EVAL-FORMAT.md); unnamed: prospective items. */
const memoryKind = z.enum(['item', 'episode', 'fact', 'habit']).default('item');

const positiveSchema = z.object({
  id: z.string(),
  lang: z.string(),
  memory_kind: memoryKind,
  memory: z.string(),
  memory_at: localTime.optional(),
  later_context: z.string(),
  later_at: localTime.optional(),
  later_context_full: z.string().optional(),
  distractors: z.array(z.string()).default([]),
  distractors_at: z.array(localTime).optional(),
  other_relevant: z.array(z.string()).default([]),
  other_relevant_at: z.array(localTime).optional(),
  negative: z.literal(false).optional(),
});

const negativeSchema = z.object({
  id: z.string(),
  lang: z.string(),
  memory_kind: memoryKind,
  later_context: z.string(),
  later_at: localTime.optional(),
  candidates: z.array(z.string()),
  candidates_at: z.array(localTime).optional(),
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
  memoryKind: 'item' | 'episode' | 'fact' | 'habit';
  /** When the draft was typed and each candidate said (epoch ms): episodic cases only. */
  times: { queryAt: number; candidatesAt: number[] } | null;
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
    const { id, lang, memory_kind, later_context, later_at, candidates, candidates_at } =
      negative.data;
    return {
      id,
      lang,
      query: later_context,
      previousTurns: [],
      candidates,
      correct: new Set(),
      isNegative: true,
      memoryKind: memory_kind,
      times: timesOf(memory_kind, later_at, [[candidates, candidates_at]]),
    };
  }
  const c = positiveSchema.parse(raw);
  const previousTurns =
    c.later_context_full === undefined ? [] : previousOwnTurns(c.later_context_full);
  // FORMAT.md's order: memory, distractors, other relevant; the correct ones by position.
  const candidates = [c.memory, ...c.distractors, ...c.other_relevant];
  const correct = new Set([0, ...c.other_relevant.map((_, i) => 1 + c.distractors.length + i)]);
  const times = timesOf(c.memory_kind, c.later_at, [
    [[c.memory], c.memory_at === undefined ? undefined : [c.memory_at]],
    [c.distractors, c.distractors_at],
    [c.other_relevant, c.other_relevant_at],
  ]);
  return {
    id: c.id,
    lang: c.lang,
    query: c.later_context,
    previousTurns,
    candidates,
    correct,
    isNegative: false,
    memoryKind: c.memory_kind,
    times,
  };
}

/** Epoch ms of a local time written "YYYY-MM-DDTHH:MM" (read in the machine's time zone). */
function toEpoch(local: string): number {
  const [date = '', time = ''] = local.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, day, hour, minute, second).getTime();
}

/**
 * An episodic, fact or habit case needs every time: when the draft was typed and when each
 * candidate was said (an episode) or last used (a fact or habit), in candidate order. Item
 * cases carry none (their ranking never reads a time).
 */
function timesOf(
  kind: RecallCase['memoryKind'],
  queryAt: string | undefined,
  groups: [readonly string[], readonly string[] | undefined][],
): RecallCase['times'] {
  if (kind === 'item') return null;
  if (queryAt === undefined) throw new Error(`a ${kind} case needs later_at`);
  const candidatesAt = groups.flatMap(([texts, times = []]) => {
    if (times.length !== texts.length) {
      throw new Error(`a ${kind} case needs a time for every memory, in the same order`);
    }
    return times.map(toEpoch);
  });
  return { queryAt: toEpoch(queryAt), candidatesAt };
}

/** Whether a file holds classification cases, which this script does not score yet. */
export function isClassificationFile(path: string): boolean {
  return /(^|[/\\])classify-[^/\\]*\.jsonl$/u.test(path);
}
