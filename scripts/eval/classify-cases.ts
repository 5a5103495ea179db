import { readFile } from 'node:fs/promises';

import { z } from 'zod';

import { CAPTURE_LABELS } from '../../src/domain/capture/labels';

const caseSchema = z.object({
  id: z.string(),
  lang: z.string(),
  text: z.string(),
  context: z.string().optional(),
  label: z.enum(CAPTURE_LABELS),
});

export type ClassifyCase = z.infer<typeof caseSchema>;

/** Reads a classify-*.jsonl file (FORMAT.md); a malformed line fails with its line number. */
export async function readClassifyCases(path: string): Promise<ClassifyCase[]> {
  const text = await readFile(path, 'utf8');
  const cases: ClassifyCase[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const parsed = caseSchema.safeParse(JSON.parse(line));
    if (!parsed.success) {
      throw new Error(`${path}:${index + 1}: not a classification case (${parsed.error.message})`);
    }
    cases.push(parsed.data);
  });
  return cases;
}
