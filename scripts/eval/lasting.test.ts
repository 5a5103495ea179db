import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readRecallCases } from './cases';
import type { CaseScorer } from './case-scorer';
import { summariseEpisodic } from './episodic';
import { scoreLastingCases } from './lasting';

async function casesFrom(lines: object[]) {
  const dir = await mkdtemp(join(tmpdir(), 'lasting-'));
  const file = join(dir, 'recall-lasting.jsonl');
  await writeFile(file, lines.map((line) => JSON.stringify(line)).join('\n'));
  return readRecallCases(file);
}

/**
 * A stand-in embedder: the stale habit (second) is the closest in meaning, the fresh one
 * next, the third far.
 */
const scorer: CaseScorer = {
  description: 'fixed cosines',
  score: () => Promise.resolve({ scorer: 'dense', relevance: [0.5, 0.6, 0.1] }),
  dispose: () => undefined,
};

/** The stale habit is nearer the draft; the one used lately is the one that holds. */
const runTime = {
  id: 'run',
  lang: 'en',
  memory_kind: 'habit',
  memory: 'run at 7am',
  memory_at: '2026-11-30T07:00',
  later_context: 'what time is my jog',
  later_at: '2026-12-03T09:00',
  distractors: ['run at 8pm', 'swim on tuesdays'],
  distractors_at: ['2023-01-10T20:00', '2026-11-20T10:00'],
};

describe('fact and habit recall cases', () => {
  it('ranks by words and meaning times the decay on last use, and without the decay', async () => {
    const cases = await casesFrom([runTime]);
    const thresholds = { dense: 0.35, lexical: 0.2 };
    const [outcome] = await scoreLastingCases(cases, scorer, thresholds);
    expect(outcome?.full.rank).toBe(1);
    // Without the decay the habit unused for years comes first.
    expect(outcome?.withoutDecay.rank).toBe(2);
    const metrics = summariseEpisodic(outcome ? [outcome] : []);
    expect(metrics.hit1).toBe(1);
    expect(metrics.withoutDecay.hit1).toBe(0);
  });

  it('refuses a fact case without times', async () => {
    const untimed: Partial<typeof runTime> = { ...runTime, memory_kind: 'fact' };
    delete untimed.memory_at;
    delete untimed.distractors_at;
    await expect(casesFrom([untimed])).rejects.toThrow('a fact case needs');
  });
});
