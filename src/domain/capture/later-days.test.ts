// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { arrangesADayToCome } from './arranged-day';
import type { WrittenMessage } from './capture-decisions';
import { dueDateOf } from './due-date';
import { dueDateOfChange } from './due-date-change';
import { newItemOffers } from './new-item-offers';
import { isChangeStatement, readStatement } from './statements';

/*
 * A plan's day as later messages give it: moved in words the cue list lacked, the earliest a
 * tradesman can come, a booking told in the past tense, a week or month then a day inside it.
 * Every sentence here is written for this file, none copied from an evaluation file.
 */
const local = (month: number, day: number, hour = 0) =>
  new Date(2026, month - 1, day, hour).getTime();
const show = (at: number | null) => (at === null ? 'none' : new Date(at).toDateString());

const MONDAY = local(3, 2, 21); // Monday 2 March 2026, 21:00
const WEDNESDAY = local(3, 4, 21); // Wednesday 4 March 2026, 21:00

describe('a change said in words the cue list lacked', () => {
  it.each([
    ['offsite 推到 19 号了，大家时间对不上。', local(3, 19)],
    ['the board extended the deadline for the annual budget report to March 27', local(3, 27)],
    ['疫苗没到货，打针只能等到下周六', local(3, 14)],
    ['designer 说 logo 可以下周一再交', local(3, 9)],
    ["the electrician can't come until the 23rd, earliest slot", local(3, 23)],
    ["the garage can't fit me in before Friday the 13th", local(3, 13)],
    ["the airline cancelled, so I'm now flying home on March 29", local(3, 29)],
    ['装修师傅要下周二才能来', local(3, 10)],
    ['医院最早也要下周四才有号', local(3, 12)],
  ])('"%s" is a change to that day', (text, expected) => {
    expect(isChangeStatement(text)).toBe(true);
    expect(show(dueDateOfChange(text, WEDNESDAY, local(3, 7)))).toBe(show(expected));
  });

  it.each([
    "I can't start until I finish this chapter",
    "it's now raining on and off",
    "I'm now going to bed at 11pm",
    "we're now living in Berlin from March",
    '等到人齐了再说',
    '我们可以边走边聊',
    // waiting done, durations, today and this year: no day ahead
    '我等到十点他才来',
    '我等到晚上才吃饭',
    '等到周末我们去爬山吧',
    '外卖一个小时才来',
    '快递三天才来',
    '他今天早上才来',
    '我们今年才来北京',
    // 可能 and 功能 hold 能
    '可能下周再涨价',
    '这个功能下周再上线',
  ])('"%s" names no new day for a plan', (text) => {
    expect(isChangeStatement(text)).toBe(false);
  });
});

describe('a plan put off to a bare weekday', () => {
  it('is the weekday after the old due date, not the one before it', () => {
    // Due Saturday the 7th, put off "to Friday": the Friday after, the 13th.
    expect(show(dueDateOfChange('the review got pushed to Friday', WEDNESDAY, local(3, 7)))).toBe(
      show(local(3, 13)),
    );
    expect(show(dueDateOfChange('客户说方案可以周四再发', WEDNESDAY, local(3, 10)))).toBe(
      show(local(3, 12)),
    );
  });

  it.each([
    'pushed the meeting up to Friday',
    'pushed the dentist forward to Friday',
    '会议往前推到周五了',
  ])('"%s" is brought forward: the Friday before the old day', (text) => {
    expect(show(dueDateOfChange(text, WEDNESDAY, local(3, 11, 9)))).toBe(show(local(3, 6)));
  });

  it('stays the weekday said when the plan is moved, not put off', () => {
    expect(show(dueDateOfChange('the review moved to Friday', WEDNESDAY, local(3, 7)))).toBe(
      show(local(3, 6)),
    );
  });
});

describe('paid back, and arranged', () => {
  it.each(['房租已经还了。', '车贷终于还清了！', '借的钱都还了'])('"%s" is done', (text) => {
    expect(readStatement(text)?.kind).toBe('done');
  });

  it.each(['把借的雨伞还了回去就走了', '他还了吗？', '我还了一半'])(
    '"%s" reports no plan paid back',
    (text) => {
      expect(readStatement(text)?.kind ?? null).not.toBe('done');
    },
  );

  it('reads 约了 as arranged, and 节约了 as saving money', () => {
    expect(readStatement('约了老同学周五吃饭')?.kind).toBe('done');
    expect(readStatement('这个月节约了不少钱')).toBeNull();
  });

  it.each(['小王又爽约了', '他失约了', '对方违约了', '资金制约了我们'])(
    '"%s" reports nothing done',
    (text) => {
      expect(readStatement(text)?.kind ?? null).not.toBe('done');
    },
  );
});

describe('arrangesADayToCome', () => {
  const message = { saidAt: MONDAY } as WrittenMessage;

  it.each([
    'Just booked a massage for Thursday at 6pm.',
    "It's booked for Friday.",
    'Booked a massage for Thursday at 6pm.',
    'The car service is booked for March 18.',
    'I reserved a table for next Saturday.',
    '约了小李下周三去钓鱼。',
    '订了周五晚上的电影票。',
  ])('"%s" is the writer arranging a day to come', (text) => {
    expect(arrangesADayToCome(text, message)).toBe(true);
  });

  it.each([
    "Tom's viva is scheduled for March 20.",
    'Priya booked a table for Friday.',
    '他约了周六去打球。',
    '周六小王又爽约了。',
    '演出还是 15 号，门票已经印好了。',
    'Booked a massage last week, it was lovely.',
  ])('"%s" is not', (text) => {
    expect(arrangesADayToCome(text, message)).toBe(false);
  });

  it('lets a booking told in the past tense be offered as a plan', () => {
    const msg: WrittenMessage = {
      text: 'Booked a massage for Thursday at 6pm.',
      sourceId: 'entry-1',
      episodeId: 'ep-1',
      turnIndex: null,
      saidAt: MONDAY,
    };
    const sentence = { index: 0, text: msg.text };
    const verdict = { label: 'none' as const, confidence: 0.6 };
    const kinds = (arranged: boolean) =>
      newItemOffers(msg, [{ ...sentence, arranged }], [verdict]).map((decision) =>
        decision.kind === 'offer' && decision.suggestion.kind === 'new-item'
          ? decision.suggestion.candidate.type
          : decision.kind,
      );
    expect(kinds(true)).toEqual(['plan']);
    // Not arranged just now, the past tense tells a story: nothing is offered.
    expect(kinds(false)).toEqual([]);
  });
});

describe('a week or a month, then a day inside it', () => {
  it.each([
    ['这周要把方案写完，周四给客户。', local(3, 5)],
    ['This week I have to finish the quiz, the deadline is Thursday.', local(3, 5)],
    ['下周得把场地订好，周三要用。', local(3, 11)],
    ['Next week I need to see the bank, Tuesday at the latest.', local(3, 10)],
    ['这个月要交年费，20号前。', local(3, 20)],
    ['Next month the evening class starts, on the 9th.', local(4, 9)],
    ['Have to tidy the garage this week.', local(3, 8)],
  ])('"%s" is due on that day', (text, expected) => {
    expect(show(dueDateOf(text, MONDAY))).toBe(show(expected));
  });
});
