import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readRecallCases } from './cases';
import { createLexicalScorer } from './case-scorer';
import { scoreEpisodicCases, summariseEpisodic } from './episodic';

const SETTINGS = { thresholds: { dense: 0.35, lexical: 0.2 }, widthDays: 30 };

async function casesFrom(lines: object[]) {
  const dir = await mkdtemp(join(tmpdir(), 'episodic-'));
  const file = join(dir, 'recall-episodes.jsonl');
  await writeFile(file, lines.map((line) => JSON.stringify(line)).join('\n'));
  return readRecallCases(file);
}

const visaLastWeek = {
  id: 'visa',
  lang: 'en',
  memory_kind: 'episode',
  memory: 'visa appointment moved to friday',
  memory_at: '2026-11-25T10:00',
  later_context: 'the visa last week',
  later_at: '2026-12-03T09:00',
  distractors: ['visa photos visa booth visa', 'pottery class'],
  distractors_at: ['2026-12-02T10:00', '2026-11-26T10:00'],
};

describe('episodic recall cases', () => {
  it('reads the times of an episode case, in candidate order', async () => {
    const [recallCase] = await casesFrom([visaLastWeek]);
    expect(recallCase?.memoryKind).toBe('episode');
    expect(recallCase?.times?.queryAt).toBe(new Date(2026, 11, 3, 9).getTime());
    expect(recallCase?.times?.candidatesAt).toEqual([
      new Date(2026, 10, 25, 10).getTime(),
      new Date(2026, 11, 2, 10).getTime(),
      new Date(2026, 10, 26, 10).getTime(),
    ]);
  });

  it('refuses an episode case that lacks a time', async () => {
    await expect(
      casesFrom([{ ...visaLastWeek, distractors_at: ['2026-12-02T10:00'] }]),
    ).rejects.toThrow(/a time for every memory/);
    await expect(casesFrom([{ ...visaLastWeek, later_at: undefined }])).rejects.toThrow(/later_at/);
  });

  it('measures the range: without it, a wordier turn from outside the week wins', async () => {
    const cases = await casesFrom([visaLastWeek]);
    const [outcome] = await scoreEpisodicCases(cases, createLexicalScorer(), SETTINGS);
    expect(outcome?.full.rank).toBe(1);
    expect(outcome?.withoutRange.rank).toBe(2);
  });

  it('counts anything shown for a negative case as a false alarm', async () => {
    const cases = await casesFrom([
      {
        id: 'n',
        lang: 'en',
        memory_kind: 'episode',
        later_context: 'the dentist yesterday',
        later_at: '2026-12-03T09:00',
        candidates: ['dentist on monday', 'pottery class'],
        candidates_at: ['2026-11-20T10:00', '2026-12-02T10:00'],
        negative: true,
      },
    ]);
    const outcomes = await scoreEpisodicCases(cases, createLexicalScorer(), SETTINGS);
    expect(summariseEpisodic(outcomes).falseAlarmRate).toBe(0);
  });
});
