import { describe, expect, it } from 'vitest';

import { cueScores, type CueScores } from './cues';

function strongest(text: string): keyof CueScores | null {
  const scores = cueScores(text);
  const [label, score] = Object.entries(scores).sort(([, a], [, b]) => b - a)[0] ?? [];
  return score ? (label as keyof CueScores) : null;
}

/** Cues that read English grammar must not misread code-switched or chat-style writing. */
describe('cues across languages and registers', () => {
  it.each([
    '准备报个 advanced 的瑜伽班，周末上课。',
    '打算把 outdated 的 slides 全部重做一遍。',
    '得找个 qualified 的电工来看看插座。',
  ])('a Chinese sentence with an English "-ed" word is no English past tense: "%s"', (text) => {
    expect(cueScores(text).none).toBe(0);
    expect(strongest(text)).toBe('plan');
  });

  it('still reads an English sentence with no person in it as told, not planned', () => {
    expect(cueScores('The meeting dragged on past six.').none).toBeGreaterThan(0);
  });

  it.each([
    ['ok so decided im selling the bike', 'decision'],
    ['okay, decided: no phone in the bedroom', 'decision'],
    ['ive booked the hall, need to pay the deposit by friday', 'plan'],
  ] as const)('reads chat-style "%s" as %s', (text, label) => {
    expect(strongest(text)).toBe(label);
  });

  it('reads "ok" as small talk only when it is the whole reply or its last word', () => {
    expect(cueScores('ok').none).toBeGreaterThan(0);
    expect(cueScores('Fine by me, ok.').none).toBeGreaterThan(0);
    expect(cueScores('ok need to call the garage about the brakes').none).toBe(0);
  });

  it.each([
    'No big plans this weekend, just want to sleep in.',
    "Dmitri's moving to the Oslo office in spring.",
    'Does anyone actually enjoy filling in expense forms',
  ])('reads "%s" as nothing to keep', (text) => {
    expect(strongest(text)).toBe('none');
  });

  it.each([
    '洗衣机的滤网该清了。',
    '護照該續了，明年五月到期。',
    '也得一起约个时间去看房。',
    '得尽快把押金要回来。',
  ])('reads a due chore or a joint errand with no subject as a plan: "%s"', (text) => {
    expect(strongest(text)).toBe('plan');
  });

  it('does not read 应该 or 活该 as a chore', () => {
    expect(cueScores('他应该到家了吧。').plan).toBe(0);
    expect(cueScores('活该，谁让他不带伞。').plan).toBe(0);
  });

  it('reads a switch made "instead" as a decision', () => {
    expect(cueScores('Taking the bus instead.').decision).toBeGreaterThan(0);
  });
});
