import { describe, expect, it } from 'vitest';

import { explicitOpening } from './cues-opening';

describe('explicitOpening: a bare label word', () => {
  it.each([
    ['Idea: a reading corner under the stairs.', 'idea', 'a reading corner under the stairs.'],
    [
      'Quick question: do we still need the second fridge?',
      'question',
      'do we still need the second fridge?',
    ],
    ['Decision: the old van stays another year.', 'decision', 'the old van stays another year.'],
    ['Decided: no phones at the dinner table.', 'decision', 'no phones at the dinner table.'],
    ['To do: return the library books.', 'plan', 'return the library books.'],
    ['Lesson learned: label the freezer bags.', 'insight', 'label the freezer bags.'],
    ['Random thought — a tool library for the street?', null, null],
    ['想法：周末带孩子去河边捡垃圾。', 'idea', '周末带孩子去河边捡垃圾。'],
    ['我的想法: 把阳台改成小书房。', 'idea', '把阳台改成小书房。'],
    ['决定：旧电脑不修了。', 'decision', '旧电脑不修了。'],
    ['待办：给物业交停车费。', 'plan', '给物业交停车费。'],
    ['心得：早上先做最难的事。', 'insight', '早上先做最难的事。'],
    ['问题：明年要不要换城市？', 'question', '明年要不要换城市？'],
  ])('reads "%s" as %s and files "%s"', (sentence, label, text) => {
    const opening = explicitOpening(sentence);
    expect(opening === null ? null : [opening.label, opening.text]).toEqual(
      label === null ? null : [label, text],
    );
  });

  it('keeps the whole sentence when the words before the label say what it is about', () => {
    expect(explicitOpening('Gift idea: a photo book of the trip for Gran.')).toEqual({
      label: 'idea',
      text: 'Gift idea: a photo book of the trip for Gran.',
    });
    expect(explicitOpening('Plan for Saturday: paint the shed door.')?.text).toBe(
      'Plan for Saturday: paint the shed door.',
    );
    expect(explicitOpening('周末计划：把车库清一清。')).toEqual({
      label: 'plan',
      text: '周末计划：把车库清一清。',
    });
  });

  it('cuts the sentence as written, curly apostrophes and all', () => {
    expect(explicitOpening('Idea: Dad’s old bike for the school run.')?.text).toBe(
      'Dad’s old bike for the school run.',
    );
  });

  it('reads no label that belongs to someone else', () => {
    expect(explicitOpening('Her plan: move to Porto by spring.')).toBeNull();
    expect(explicitOpening("Tom's idea: a karaoke night for the leaving do.")).toBeNull();
    expect(explicitOpening('他的想法：先辞职再找工作。')).toBeNull();
    expect(explicitOpening('妈妈的想法：过年全家去海南。')).toBeNull();
  });

  it('files nothing for a label word with nothing after it', () => {
    expect(explicitOpening('Idea:')).toBeNull();
    expect(explicitOpening('想法：  ')).toBeNull();
  });

  it('reads "问题：" only when what follows asks (it is as often "the problem:")', () => {
    expect(explicitOpening('问题：网站又挂了。')).toBeNull();
    expect(explicitOpening('问题：这个月的预算够不够？')?.label).toBe('question');
  });
});

describe('explicitOpening: a sentence that says what it is', () => {
  it.each([
    ["We've decided to keep the allotment one more season.", 'decision'],
    ['So, we decided to rent the van instead of buying one.', 'decision'],
    ['I have decided to leave the choir after Christmas.', 'decision'],
    ['我们决定国庆不出去了，在家歇着。', 'decision'],
    ['最后我们决定把老房子租出去。', 'decision'],
    ['我决定以后周日不看工作群。', 'decision'],
    ['最终决定把旧钢琴送给表妹。', 'decision'],
    ['The question is whether the loft can take the weight.', 'question'],
    ['问题是要不要把孩子转到离家近的学校。', 'question'],
    ['现在的问题是：钱先还房贷还是先存着？', 'question'],
  ])('reads "%s" as %s, keeping the sentence as written', (sentence, label) => {
    expect(explicitOpening(sentence)).toEqual({ label, text: sentence });
  });

  it.each([
    'I decided to take the long way home and it was lovely.',
    'Have we decided on a date yet?',
    '我们决定了吗？',
    '决定权在他们手里。',
    '问题是他根本不听。',
    'Her question is whether we can bring the dog.',
    'I wonder if the idea: part of the form is clear.',
  ])('reads no opening in "%s"', (sentence) => {
    expect(explicitOpening(sentence)).toBeNull();
  });
});

describe('explicitOpening in traditional characters', () => {
  it('reads 決定 as the label word and cuts the sentence as written', () => {
    expect(explicitOpening('決定：下季開始賣早餐')).toEqual({
      label: 'decision',
      text: '下季開始賣早餐',
    });
    expect(explicitOpening('我們決定下季開始賣早餐')?.label).toBe('decision');
    // "我们决定：" is the label word said as one says it: it is left out too.
    expect(explicitOpening('我們決定：下季開始賣早餐')?.text).toBe('下季開始賣早餐');
  });
});
