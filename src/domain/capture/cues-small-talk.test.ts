import { describe, expect, it } from 'vitest';

import { cueScores, type CueScores } from './cues';

function strongest(text: string): keyof CueScores | null {
  const scores = cueScores(text);
  const [label, score] = Object.entries(scores).sort(([, a], [, b]) => b - a)[0] ?? [];
  return score ? (label as keyof CueScores) : null;
}

describe('small-talk cues', () => {
  it.each([
    // Someone else's plan, told as news.
    "Marco says he'll drive the van up on Sunday.",
    "Ruth told me she's applying for the Glasgow job next month.",
    'The landlord is replacing the windows in March.',
    'My cousin is off to Peru for six weeks in the summer.',
    "Lunch with Dev was fun, he's starting a PhD in Utrecht in the autumn.",
    "Aisha's flying out to Toronto next Thursday.",
    '物业说下周要停两天水。',
    '隔壁下个月搬走。',
    '小陈打算明年开一家面馆。',
    'Coach Ortiz 说他 March 要换去别的学校。',
    'Team lead 说下周要来两个 interns。',
    '表姐电话里讲她们明年想去新西兰打工。',
    '室友下个月回老家。',
    '闺蜜周末去成都出差。',
    '邻居说他们小区下周停电一天。',
    'The children are off school until Tuesday.',
    'Sam said he’d take the early shift if I do his Sunday.',
    'My brother is finally selling his old van next month.',
    // Hypotheticals and jokes.
    "If I won the lottery I'd buy the whole street.",
    "In my next life I'll be a tidy person.",
    "I'd learn the cello if days had thirty hours.",
    '要是当年买了那套房，早就发财了。',
    '下辈子我要做一棵树。',
    // Rhetorical questions.
    'Why do I even bother ironing shirts?',
    'Why do we even have a Monday sync?',
    'How hard can it be to reply to one email?',
    '垃圾扔进桶里有那么难吗？',
    '这雨还有完没完？',
    // Feelings.
    'Bit homesick this week, missing the sea.',
    'Feeling nervous about the results tomorrow.',
    '今天莫名有点想家。',
    '这个月忙得喘不过气。',
  ])('reads "%s" as nothing to keep', (text) => {
    expect(strongest(text)).toBe('none');
  });

  it.each([
    ["My boss wants me to finish the rota by Friday, so I'll do it tonight.", 'plan'],
    ["I'm worried about the budget, I'll ring finance first thing tomorrow.", 'plan'],
    ["I'd like to repaint the hall if the weather holds this weekend.", 'plan'],
    ['我妈说让我这周末回家一趟，我打算周六去。', 'plan'],
    ['I told the landlord 说我下个月要搬走。', 'plan'],
    ['有点担心预算，明天得先找财务确认一下。', 'plan'],
    ["I'll pick the kids up on Friday since she's working late.", 'plan'],
    ["Tomorrow's going to be busy, so I'll prep the slides tonight.", 'plan'],
    ["Gran's coming on Sunday, so I need to air the spare room.", 'plan'],
    ["She's visiting next week and I'll bake my lemon cake for her.", 'plan'],
    ['Sunday 我要把 garage 收拾干净。', 'plan'],
    ['Monday 要交 quarterly report。', 'plan'],
  ])('leaves the writer\'s own intention standing in "%s"', (text, label) => {
    expect(strongest(text)).toBe(label);
  });
});

describe('small-talk cues: questions', () => {
  it('leaves a why-question open, even one about what always happens', () => {
    // "Why does the car park always fill up?" may be a complaint, but this one wants an
    // answer: the words alone cannot tell them apart, so neither is read as small talk.
    expect(strongest('Why does the boiler cut out at night?')).toBe('question');
    expect(strongest('Why do my runner beans always wilt by August?')).toBe('question');
    expect(strongest('为什么我每次考试前都睡不着？')).toBe('question');
  });

  it('reads a why about how the world always behaves, the writer nowhere in it, as a complaint', () => {
    expect(strongest('Why is the 47 bus always late on Mondays?')).toBe('none');
    expect(strongest('Why does the lift break down every single winter?')).toBe('none');
    expect(strongest('为什么快递每次都放错地方？')).toBe('none');
    expect(strongest('为什么一到周末超市就排长队？')).toBe('none');
    expect(strongest('Why does every airline charge for seats now?')).toBe('none');
    expect(strongest('Why do estate agents never call back?')).toBe('none');
    expect(strongest('Why is everything at the station so overpriced?')).toBe('none');
    expect(strongest('Why 每个 app 都要订阅？')).toBe('none');
    expect(strongest('Why 外卖 永远 迟到')).toBe('none');
  });

  it('keeps a why about the writer’s own things open, whatever words it holds', () => {
    expect(strongest('Why does my laptop never wake from sleep?')).toBe('question');
  });
});

describe('small-talk cues: decisions and moods that are not the writer’s items', () => {
  it.each([
    'They decided to close the pool without asking any of the parents.',
    'The council has agreed to move the bin day to Thursdays.',
    '公司拍板了，年会改到三月开。',
    '他们做决定之前根本没跟我们商量。',
    '今天有点郁闷，说不上来为什么。',
    '心情挺低落的，说不出是什么原因。',
  ])('reads "%s" as nothing to keep', (text) => {
    expect(strongest(text)).toBe('none');
  });

  it('still reads the writer’s own decision', () => {
    expect(strongest("They offered me the team lead role and I've decided to take it.")).toBe(
      'decision',
    );
  });
});
