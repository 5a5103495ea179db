import { describe, expect, it } from 'vitest';

import { cueScores, type CueScores } from './cues';

function strongest(text: string): keyof CueScores | null {
  const scores = cueScores(text);
  const [label, score] = Object.entries(scores).sort(([, a], [, b]) => b - a)[0] ?? [];
  return score ? (label as keyof CueScores) : null;
}

describe('cueScores', () => {
  it.each([
    'Going to clean out the garage before winter.',
    'Want to find a gift for the wedding on the 12th.',
    'Also have to renew the parking permit.',
    'I also want to start running on weekday mornings.',
    'Must get the car tyres checked, they are worn.',
    '想把旧自行车卖掉，反正也不骑了。',
    '得找物业把门锁换了。',
    '想学着用电脑剪视频。',
  ])('reads a journal’s subject-dropped intention as a plan: "%s"', (text) => {
    expect(strongest(text)).toBe('plan');
  });

  it.each([
    'My brother is visiting in May.',
    'Sam’s sister is moving to Leeds next month.',
    'Isn’t it funny how the bus is always late',
    '公司通知下周五全员加班。',
  ])('reads news of others and rhetoric as nothing to keep: "%s"', (text) => {
    expect(strongest(text)).toBe('none');
  });
});
