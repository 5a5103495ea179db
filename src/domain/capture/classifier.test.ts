import { describe, expect, it } from 'vitest';

import { combine, createCaptureClassifier, EXPLICIT_CONFIDENCE, neighbourVote } from './classifier';
import { confidenceWord } from './confidence-words';
import { cueScores } from './cues';
import type { LabelHead } from './label-head';
import { CAPTURE_LABELS } from './labels';

const unit = (...values: number[]) => {
  const norm = Math.hypot(...values);
  return new Float32Array(values.map((v) => v / norm));
};

describe('cue patterns', () => {
  it.each([
    ["I'll call the bank on Monday about the mortgage.", 'plan'],
    ['下周三之前要把报告交上去。', 'plan'],
    ['What if we ran the workshop outdoors this time?', 'idea'],
    ['要不周末带孩子去爬山？', 'idea'],
    ["I've decided to stop checking email after nine.", 'decision'],
    ['我决定了，不再熬夜刷手机。', 'decision'],
    ['Should I take the job in Berlin or stay here?', 'question'],
    ['到底该不该换工作，我一直没想明白。', 'question'],
    ['Turns out I sleep better when I stop screens at ten.', 'insight'],
    ['原来孩子闹脾气大多是因为饿了。', 'insight'],
    ['Can you translate this paragraph into French?', 'none'],
    ['帮我写一封请假邮件。', 'none'],
    ['Lovely weather today.', 'none'],
  ])('reads "%s" as %s', (text, label) => {
    expect(combine(cueScores(text), null).label).toBe(label);
  });

  it('leaves a text with no cue at none', () => {
    expect(combine(cueScores('The cat is on the sofa.'), null)).toMatchObject({ label: 'none' });
  });
});

describe('nearest seeds', () => {
  const seeds = [
    { label: 'idea' as const, vector: unit(1, 0, 0) },
    { label: 'idea' as const, vector: unit(0.9, 0.1, 0) },
    { label: 'plan' as const, vector: unit(0, 1, 0) },
  ];

  it('votes for the label of the nearest seeds', () => {
    const vote = neighbourVote(unit(1, 0.05, 0), seeds);
    expect(vote.idea).toBeGreaterThan(0.9);
    expect(vote.plan).toBeLessThan(0.1);
  });

  it('casts no vote for a zero vector', () => {
    const vote = neighbourVote(new Float32Array(3), seeds);
    expect(Object.values(vote).every((v) => v === 0)).toBe(true);
  });

  it('lets a strong vote outweigh the none prior when no cue matches', () => {
    const vote = neighbourVote(unit(0, 1, 0), seeds);
    expect(combine(cueScores('xyz'), vote).label).toBe('plan');
  });

  it('embeds the seeds once across calls and classifies in input order', async () => {
    const calls: string[][] = [];
    const vectors: Record<string, Float32Array> = {
      'seed plan': unit(0, 1, 0),
      'seed idea': unit(1, 0, 0),
      a: unit(0.1, 1, 0),
      b: unit(1, 0.1, 0),
    };
    const classify = createCaptureClassifier(
      {
        modelId: 'no-head@1',
        embed: (texts) => {
          calls.push([...texts]);
          return Promise.resolve(texts.map((t) => vectors[t] ?? new Float32Array(3)));
        },
      },
      [
        { text: 'seed plan', label: 'plan' },
        { text: 'seed idea', label: 'idea' },
      ],
    );
    const first = await classify([
      { text: 'a', context: null },
      { text: 'b', context: null },
    ]);
    await classify([{ text: 'a', context: null }]);
    expect(first.map((r) => r.label)).toEqual(['plan', 'idea']);
    expect(calls.filter((texts) => texts.includes('seed plan'))).toHaveLength(1);
  });

  it("uses its model's label head instead of the seeds, which it never embeds", async () => {
    const calls: string[][] = [];
    const head: LabelHead = {
      modelId: 'with-head@1',
      labels: CAPTURE_LABELS,
      dims: 3,
      // Only the second dimension counts, and only for plans.
      weights: CAPTURE_LABELS.map((label) => (label === 'plan' ? [0, 20, 0] : [0, 0, 0])),
      bias: CAPTURE_LABELS.map(() => 0),
    };
    const classify = createCaptureClassifier(
      {
        modelId: 'with-head@1',
        embed: (texts) => {
          calls.push([...texts]);
          return Promise.resolve(texts.map((t) => (t === 'a' ? unit(0, 1, 0) : unit(1, 0, 0))));
        },
      },
      [{ text: 'seed idea', label: 'idea' }],
      [head],
    );
    const found = await classify([
      { text: 'a', context: null },
      { text: 'b', context: null },
    ]);
    expect(found.map((r) => r.label)).toEqual(['plan', 'none']);
    expect(calls).toEqual([['a', 'b']]);
  });
});

describe('explicit openings', () => {
  // An embedder whose every vector says "none", so only the opening can make an item.
  const noneHead: LabelHead = {
    modelId: 'all-none@1',
    labels: CAPTURE_LABELS,
    dims: 3,
    weights: CAPTURE_LABELS.map((label) => (label === 'none' ? [20, 20, 20] : [0, 0, 0])),
    bias: CAPTURE_LABELS.map(() => 0),
  };
  const classify = createCaptureClassifier(
    { modelId: 'all-none@1', embed: (texts) => Promise.resolve(texts.map(() => unit(1, 1, 1))) },
    [],
    [noneHead],
  );

  it('takes the label the person gave, as likely, and files the text without the label word', async () => {
    const [idea, decision, plain] = await classify([
      { text: 'Idea: swap the lawn for a meadow patch.', context: null },
      { text: '我们决定下个月把车卖了。', context: null },
      { text: 'The cat is on the sofa.', context: null },
    ]);
    expect(idea).toEqual({
      label: 'idea',
      confidence: EXPLICIT_CONFIDENCE,
      text: 'swap the lawn for a meadow patch.',
    });
    expect(decision).toEqual({ label: 'decision', confidence: EXPLICIT_CONFIDENCE });
    expect(plain?.label).toBe('none');
    expect(confidenceWord(EXPLICIT_CONFIDENCE)).toBe('likely');
  });

  it('reads openings with cues alone too', async () => {
    const cuesOnly = createCaptureClassifier(null, []);
    const [question] = await cuesOnly([{ text: '问题：周末去哪儿露营？', context: null }]);
    expect(question).toEqual({
      label: 'question',
      confidence: EXPLICIT_CONFIDENCE,
      text: '周末去哪儿露营？',
    });
  });
});
