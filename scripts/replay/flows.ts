import { readFile } from 'node:fs/promises';

import { z } from 'zod';

import { isItemStatus, isItemType } from '../../src/domain/item';

const stepSchema = z.object({
  day: z.number().int().min(0),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'time must be HH:MM'),
  kind: z.enum(['journal', 'chat']),
  text: z.string().min(1),
});

const expectedItemSchema = z.object({
  match: z.string().min(1),
  type: z.string().refine(isItemType, 'unknown item type'),
  status: z.string().refine(isItemStatus, 'unknown item status'),
  now: z.string().min(1).optional(),
  due: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'due must be YYYY-MM-DD')
    .optional(),
});

const flowSchema = z.object({
  id: z.string(),
  lang: z.string(),
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'start must be YYYY-MM-DD'),
  steps: z.array(stepSchema).min(1),
  expect: z.object({
    items: z.array(expectedItemSchema),
    not_items: z.array(z.string().min(1)).default([]),
  }),
});

/** One journal flow of ../shared/eval/FORMAT.md (`flow-*.jsonl`). */
export type Flow = z.infer<typeof flowSchema>;
export type FlowStep = Flow['steps'][number];
export type ExpectedItem = Flow['expect']['items'][number];

/** Parses a flows file; a bad line is refused with its line number, nothing is guessed. */
export function parseFlows(text: string, file: string): Flow[] {
  const flows: Flow[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new Error(`${file}:${index + 1}: not a JSON object.`);
    }
    const parsed = flowSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') ?? '';
      throw new Error(`${file}:${index + 1}: ${where} ${issue?.message ?? 'invalid flow'}`);
    }
    flows.push(parsed.data);
  }
  return flows;
}

export async function readFlows(file: string): Promise<Flow[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(
      `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return parseFlows(text, file);
}

/** A step's moment: `start` + `day`, at `time`, in the local time zone (FORMAT.md). */
export function stepTime(start: string, step: Pick<FlowStep, 'day' | 'time'>): number {
  const [year = 0, month = 1, day = 1] = start.split('-').map(Number);
  const [hours = 0, minutes = 0] = step.time.split(':').map(Number);
  return new Date(year, month - 1, day + step.day, hours, minutes).getTime();
}
