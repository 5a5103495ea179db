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
    '这周末想回趟老家，好久没回去了。',
    '得联系装修公司把厨房的图纸改出来。',
    '下月初搬。',
    'The printer driver still points at the old server, that needs fixing too.',
  ])('reads a journal’s subject-dropped intention as a plan: "%s"', (text) => {
    expect(strongest(text)).toBe('plan');
  });

  it.each([
    ['后天交完报告我去找王老师确认一下答辩时间。', 'plan'],
    ['周五下班前我来联系物业。', 'plan'],
    ['婚纱就在本地租，不跑上海买了。', 'decision'],
    ['国庆就在家附近转转，不去挤景点了。', 'decision'],
    ['I want to understand why the heating clicks off every night at two.', 'question'],
    ["I'd love to get to the bottom of why the tomatoes keep splitting.", 'question'],
  ])('reads "%s" as %s', (text, label) => {
    expect(strongest(text)).toBe(label);
  });

  it.each([
    'My brother is visiting in May.',
    'Sam’s sister is moving to Leeds next month.',
    'Isn’t it funny how the bus is always late',
    '公司通知下周五全员加班。',
    'Why is the office wifi like this',
    '周末逛了三个家具城，腿要断了。',
    '阳台上的月季开了。',
  ])('reads news of others and rhetoric as nothing to keep: "%s"', (text) => {
    expect(strongest(text)).toBe('none');
  });

  it('reads 得要命 and 得要死 as "terribly", not "must"', () => {
    expect(cueScores('今天店里冷清得要命，一上午就来了两个人。').plan).toBe(0);
    expect(cueScores('搬了一天箱子，累得要死。').plan).toBe(0);
    expect(cueScores('得要把护照续了。').plan).toBeGreaterThan(0);
  });

  it('reads "wondering if I should" as a question, not an intention', () => {
    expect(strongest('Still wondering if I should ask to switch to the early shift.')).toBe(
      'question',
    );
  });

  it('reads "also decided" and a rule from a day on as decisions', () => {
    expect(strongest('Also decided: only answer email twice a day.')).toBe('decision');
    expect(strongest('从下周开始每天晚上十一点前睡觉。')).toBe('decision');
  });

  it('keeps a plan a plan when an earlier event is its reason', () => {
    expect(strongest('得跟物业约时间退押金，上次他们拖了半个月才退。')).toBe('plan');
    expect(strongest('想报个社区大学的摄影班，听说名额很抢手。')).toBe('plan');
  });
});
