// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { narratesThePast } from './past-narration';

describe('narratesThePast', () => {
  it.each([
    'We spent Sunday at the allotment, the beans are up.',
    'Mum said the party starts on Saturday.',
    'Rang the garage, all good.',
    'Walked the dog along the canal on Friday.',
    '周日在公园坐了一下午，挺舒服。',
    '上礼拜去过一次那家店。',
    '琴日食咗餐好嘅。',
  ])('reads "%s" as telling of the past', (sentence) => {
    expect(narratesThePast(sentence)).toBe(true);
  });

  it.each([
    'The sweep can come on the 21st.',
    'The gutters can be cleared on the 21st.',
    'The van is booked in for Tuesday.',
    'Let us do the dentist on Thursday instead.',
    'Need to sort the car tax before Monday.',
    '老师说作业下下周一再交。',
    '周四去医院拿结果',
    '我想了解一下周末的课。',
  ])('reads "%s" as no story', (sentence) => {
    expect(narratesThePast(sentence)).toBe(false);
  });
});
