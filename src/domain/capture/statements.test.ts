// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  isAbandonStatement,
  isChangeStatement,
  isDoneStatement,
  readStatement,
  statementKindOf,
} from './statements';

describe('isDoneStatement', () => {
  it.each([
    'Finished the report.',
    "I'm done with the slides",
    "I've booked it",
    'Sorted!',
    "it's done",
    'Completed the application this morning',
    'All done, thanks',
    'We’ve paid the deposit',
    'DONE.',
    'I finally finished the book',
    'No, it is done',
    'Finished the draft. Should I send it?',
    '搞定了',
    '报告已经完成',
    '作业做完了',
    '弄好了！',
    '机票订好了',
    '材料交了',
    '手续办完了',
    '都写完了',
    '终于搞定了！',
    '房租付了',
    '签证已经办好',
    '不过我已经做完了',
    'PPT 做完了',
    'report 搞定了',
    'OK了，都弄好了',
    '电工下午来修好了',
    '师傅昨晚来弄好了，灯不闪了',
  ])('"%s" is done', (text) => {
    expect(isDoneStatement(text)).toBe(true);
  });

  it.each([
    'not finished yet',
    'is it done?',
    'Is it done',
    'Have you finished the report',
    "I'll be done by Friday",
    "I haven't booked it",
    'almost done',
    'I need to get it done',
    "when I'm done I'll call you",
    'Well done!',
    "we're going to finish it tomorrow",
    'the list is sorted by date',
    'book the flights',
    'not done with it',
    'Finished, right?',
    '还没搞定',
    '做完了吗？',
    '明天就能做完',
    '明天就能做完了',
    '还没做完',
    '没有完成',
    '未完成',
    '快做完了',
    '做完了再说',
    '我会搞定的',
    '我来搞定',
    '能不能做完',
    '报告交了没？',
    '等我做完了告诉你',
    '我都没做完',
    '太好了',
    '完了完了',
    'PPT 做完了吗',
  ])('"%s" is not done', (text) => {
    expect(isDoneStatement(text)).toBe(false);
  });
});

describe('isChangeStatement', () => {
  it.each([
    'Actually next month',
    'actually, let’s meet at 6',
    'Change of plan: we go on Sunday',
    "Let's do Thursday instead",
    "let's push it to next week",
    'The meeting was moved to Monday',
    'On second thought, skip the museum',
    'We postponed the trip',
    'Scratch that, Tuesday works better',
    'I changed my mind about the car',
    'Plans changed',
    "Let's make it Thursday",
    "It's been pushed back to June",
    "Can't make Friday, let's move it to Saturday",
    '其实改到下个月',
    '改成周四吧',
    '会议改为线上',
    '推迟到下周',
    '换成下午',
    '还是下周吧',
    '不去了，改去上海',
    '我们还是明天去吧',
    '计划有变',
    '延期到月底',
    '我改主意了',
    '我改变了计划',
    '其实下周比较好',
    '挪到周五',
    '不对，是周四',
    'meeting 改到 Friday',
    'Actually 还是下周吧',
    'moved to 下周',
  ])('"%s" is a change', (text) => {
    expect(isChangeStatement(text)).toBe(true);
  });

  it.each([
    'I actually liked it',
    'Actually it was great',
    'Can we move it to Friday?',
    "don't move it to Friday",
    'We moved to Berlin in 2019',
    'I want to change careers',
    'We need to push harder',
    "I didn't postpone anything",
    'The train was late',
    'Let’s meet on Friday',
    '我其实很喜欢',
    '其实是这样的',
    '不要改到下周',
    '要不要推迟？',
    '没推迟',
    '别推迟了',
    '我还是觉得他对吧',
    '你去还是我去？',
    '我还是很累',
    '改天再聊',
    '改到下周吗',
    '会议在周四',
    '他换衣服了',
  ])('"%s" is not a change', (text) => {
    expect(isChangeStatement(text)).toBe(false);
  });
});

describe('isAbandonStatement', () => {
  it.each([
    'Never mind the triathlon, my knee can’t take it',
    'never mind, not doing the marathon',
    'Forget the zine, nobody would read it',
    'We called the trip off',
    'giving up on the sourdough starter',
    'dropped the idea of a podcast',
    '错题小组试了几天，算了不搞了',
    'the allotment swap is off the table now',
    "The Lisbon trip's not happening, too dear.",
    '书法班不报了',
    '放弃考研了',
  ])('"%s" gives a plan up', (text) => {
    expect(isAbandonStatement(text)).toBe(true);
  });

  it.each([
    "I won't give up on it",
    'Finished the report.',
    '不去了，改去上海',
    'what if I never mind the noise?',
    'Let’s book the flights',
  ])('"%s" gives nothing up', (text) => {
    expect(isAbandonStatement(text)).toBe(false);
  });
});

describe('statementKindOf', () => {
  it.each([
    ['Flights booked! 机票搞定了', 'done'],
    ['Jun’s birthday dinner got moved to Saturday.', 'change'],
    ['the onboarding zine will have to wait until next quarter', 'change'],
    ['Never mind the triathlon', 'abandon'],
    ['不去了，改去上海', 'change'],
    ['Also I should renew my gym card before it expires.', null],
  ] as const)('"%s" → %s', (sentence, kind) => {
    expect(statementKindOf(sentence)).toBe(kind);
  });
});

describe('readStatement', () => {
  it('finds the clause that says it, and what that clause names', () => {
    expect(readStatement('Kept Friday free and mailed the tax forms.')).toEqual({
      kind: 'done',
      sites: [{ clause: 'mailed the tax forms.', topic: 'the tax forms.' }],
      rest: 'kept friday free and',
    });
  });

  it('finds every clause that says it', () => {
    expect(
      readStatement('CPR card renewed at lunch, finished that audiobook on the drive')?.sites,
    ).toEqual([
      { clause: 'cpr card renewed at lunch', topic: 'cpr card at lunch' },
      { clause: 'finished that audiobook on the drive', topic: 'that audiobook on the drive' },
    ]);
  });

  it('has an empty topic when the clause names nothing', () => {
    expect(readStatement('Thursdays at 6 at the pool, paid and all')?.sites).toEqual([
      { clause: 'paid', topic: '' },
    ]);
  });

  it('reads nothing in a sentence with no statement', () => {
    expect(readStatement('I need to update the runbook.')).toBeNull();
  });
});

describe('readStatement topics', () => {
  it('keeps what a 不…了 cue gives up as its topic', () => {
    expect(readStatement('决定不考 yoga 证了，没时间。')?.sites).toEqual([
      { clause: '决定不考 yoga 证了', topic: 'yoga 证' },
    ]);
  });

  it('reads a verb with 完/好, its object, then 了 as done, the object kept as its topic', () => {
    expect(readStatement('洗完车了，干净多了')?.sites[0]).toEqual({
      clause: '洗完车了',
      topic: '车',
    });
    expect(readStatement('订好回家的车票了')?.kind).toBe('done');
    expect(readStatement('还没洗完车')).toBeNull();
    expect(readStatement('洗完车了吗？')).toBeNull();
  });

  it('reads a slip or a shift against the plan as a change', () => {
    expect(statementKindOf('The offsite slipped two days, annoying.')).toBe('change');
    expect(statementKindOf('Book club is a week later than planned.')).toBe('change');
    expect(statementKindOf('The parcel arrived two days later than expected.')).toBeNull();
    expect(statementKindOf('I slipped on the ice two days ago.')).toBeNull();
  });

  it('reads a thing put up as done, not "what\'s up" or a rise', () => {
    expect(readStatement('Shelves are up! Only one wonky bracket.')?.kind).toBe('done');
    expect(readStatement('The new fence is finally up, looks great.')?.kind).toBe('done');
    expect(readStatement("What's up with the printer.")).toBeNull();
    expect(readStatement('Prices are up again.')).toBeNull();
    expect(readStatement('The shelves are up to the ceiling')).toBeNull();
  });

  it('reads what was sought as got, and what was due as handed over', () => {
    expect(readStatement('演唱会的票抢到了！')?.kind).toBe('done');
    expect(readStatement('签证材料已经寄出去了')?.kind).toBe('done');
    expect(readStatement('游泳班报上名了')?.kind).toBe('done');
    expect(readStatement('票还没抢到')).toBeNull();
    expect(readStatement('明天把材料寄出去')).toBeNull();
  });

  it('reads 决定不…了 as giving up whatever is not to be done', () => {
    expect(readStatement('想了想，决定先不装修了，钱不够。')?.kind).toBe('abandon');
    expect(readStatement('我们决定暂时不买车了')?.kind).toBe('abandon');
  });

  it('keeps the verb before 完/好 in the topic, where it is half of the thing done', () => {
    expect(readStatement('试镜完了，导演说下周通知')?.sites[0]).toEqual({
      clause: '试镜完了',
      topic: '试镜',
    });
  });

  it('reads a bare participle after Han text, as mixed writing puts it', () => {
    expect(readStatement('手工皂全部 listed 了，已经卖掉三块')?.kind).toBe('done');
  });

  it('takes 一分没少 ("none missing") as no negation', () => {
    expect(readStatement('房租一分没少全退回来了。')?.kind).toBe('done');
    expect(readStatement('房租还没退回来。')).toBeNull();
  });

  it('reads giving up for another way as a change, not a drop', () => {
    expect(statementKindOf('旧书架没人要，算了，直接送给邻居。')).toBe('change');
    expect(statementKindOf("Never mind, I'll just take the bus.")).toBe('change');
    expect(statementKindOf('算了不去了')).toBe('abandon');
  });

  it('leaves out every cue of the clause', () => {
    expect(readStatement('problem solved: it was the router')?.sites[0]).toEqual({
      clause: 'problem solved',
      topic: '',
    });
  });
});
