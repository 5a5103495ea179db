import { describe, expect, it } from 'vitest';

import { cueScores, type CueScores } from './cues';

function strongest(text: string): keyof CueScores | null {
  const scores = cueScores(text);
  const [label, score] = Object.entries(scores).sort(([, a], [, b]) => b - a)[0] ?? [];
  return score ? (label as keyof CueScores) : null;
}

/* Sentences written for these tests, apart from the seeds and the dev sets. */
describe('fact cues', () => {
  it.each([
    "I'm coeliac, so bread is out.",
    'My nephew is called Arlo.',
    'Our son Felix is six.',
    'I work as a paramedic.',
    "I'm based in Glasgow.",
    'We deploy to Hetzner.',
    'The mobile app is written in Swift.',
    'I hate queueing.',
    'My favourite film is Paddington 2.',
    '我对猫毛过敏。',
    '我儿子叫豆豆，今年三岁。',
    '我在一家银行做风控。',
    '我们的前端用的是 Vue。',
    '我不吃牛肉。',
    '我是射手座。',
  ])('reads a lasting truth about the person as a fact: "%s"', (text) => {
    expect(strongest(text)).toBe('fact');
  });
});

describe('habit cues', () => {
  it.each([
    'I usually cook on Sundays.',
    'Every evening I tidy the kitchen before bed.',
    'On Saturdays we go to the market.',
    'I floss twice a day.',
    'We never merge on Fridays.',
    'I jog at 7am.',
    'As a rule, I answer email after lunch.',
    '我每天早上冥想十分钟。',
    '每逢周五我们都点披萨。',
    '周末不看工作消息。',
    '我习惯睡前列好明早的事。',
    '我一般七点起床。',
    '我晚上九点跑步。',
  ])('reads a routine as a habit: "%s"', (text) => {
    expect(strongest(text)).toBe('habit');
  });
});

describe('near-misses stay apart from facts and habits', () => {
  it.each([
    ["I'll start running at 8pm tomorrow.", 'plan'],
    ['Going to start flossing twice a day from Monday.', 'plan'],
    ['明天开始跑步。', 'plan'],
    ['We decided to move to PostgreSQL.', 'decision'],
    ['Going forward I only answer email after lunch.', 'decision'],
    ['从下周起每天晚上十点睡觉。', 'decision'],
    ['I realised I never eat breakfast when I work from home.', 'insight'],
  ])('"%s" is a %s', (text, label) => {
    expect(strongest(text)).toBe(label);
  });

  it.each([
    'I ran at 8pm yesterday.',
    '昨天晚上八点跑了步。',
    'She always takes the bus.',
    '他总是迟到。',
  ])('does not read a single past event or someone else’s routine as a habit: "%s"', (text) => {
    expect(cueScores(text).habit).toBe(0);
  });

  it('does not read a question about a routine as one', () => {
    expect(cueScores('What time does the library open on Saturdays?').habit).toBe(0);
    expect(cueScores('孩子每天睡几个小时才够？').habit).toBe(0);
  });
});
