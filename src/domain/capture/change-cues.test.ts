// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isChangeStatement, readStatement } from './statements';

/*
 * Change cues with words between the verb and the new date ("moved my appointment to the
 * 10th"), deadlines extended, slots taken as they came, and the Chinese ways of moving a day.
 * A move with no time after it (a couch, a city, a wall) is no change of plan.
 */
describe('a change with its object before the new date', () => {
  it.each([
    'the dentist moved my appointment to March 3rd',
    'they pushed the launch back to next Friday',
    'the school moved the exam to the 10th',
    'Coach moved Saturday practice to 9am',
    'we rescheduled the whole team offsite to next month',
    'they bumped the recital up to the 2nd',
    'the airline delayed our flight by two hours',
    'moved the haircut up a day',
    'the client gave me until the 17th',
    'they extended the deadline to Friday',
    'got an extension till Monday',
    'the deadline was extended',
    'the new deadline is the 20th',
    'the earliest appointment they had was Thursday',
    'could only get a table for next Saturday',
    'the review got brought forward, it is Thursday now',
    'dinner with the in-laws moved up, Friday now',
    'the physio session is now Thursday the 9th',
    "the meeting's now on Friday, same room",
    'quarterly review pushing to Monday, waiting on numbers',
    'the choir concert is moving to the following Saturday',
    'the parents evening is now happening on the 21st',
    "the leaving do's now scheduled for next Friday",
  ])('"%s" is a change', (text) => {
    expect(isChangeStatement(text)).toBe(true);
  });

  it.each([
    'we moved to Berlin',
    'moved the couch to the bedroom',
    'moved the couch back to the bedroom',
    'push the bin back to the curb',
    'moved it to the shed',
    'I moved to this city for work',
    'moved my stuff to next door',
    'the neighbours moved to another street',
    'Actually this tastes great',
    'I need an extension for the essay',
    'can they extend the deadline to Friday?',
    "they didn't extend the deadline",
    'I brought it up with my boss',
    'we moved to 北京',
    'the only time I have free is Friday',
    'the earliest flight is at 6am',
    "bring the slides to Monday's meeting",
    'the rent is now 1,200 a month',
    "It's now Friday and I still haven't called the bank",
    'This is now the 3rd time the boiler has broken',
    "I'm pushing to get the grant application in by Friday",
    'the baby is now 9 months old',
    "we're moving to Lisbon in spring",
    'the kitchen is now set up for baking',
    'the meeting is now happening, come in',
    'the MOT is now booked for the 20th',
    'the table is now set for 8 people',
  ])('"%s" is not a change', (text) => {
    expect(isChangeStatement(text)).toBe(false);
  });
});

describe('Chinese changes of date', () => {
  it.each([
    '挪到下周四',
    '推迟到周五',
    '延到下个月',
    '提前到明天',
    '只能约到下周三',
    '往后推了一周',
    '改成周日了',
    '把体检推到月底',
    '拖到下个月再说',
    '提前了两天',
    '会议提前一天',
    '航班延迟到晚上八点',
    '顺延一周',
    '牙医只能约到12号',
    '截止日期延长到周五',
    'deadline 延长了一周',
    '复诊时间调到下周二了',
    '年检调成月底',
    '會議調整到週五',
  ])('"%s" is a change', (text) => {
    expect(isChangeStatement(text)).toBe(true);
  });

  it.each([
    '挪到客厅',
    '推到墙边',
    '把沙发挪到阳台',
    '我提前到了，在门口等你',
    '提前一天订票',
    '网络延迟很高',
    '只约到了一个座位',
    '拖到垃圾桶里',
    '他调到北京分公司了',
    '把音量调到最大',
    '空调调到26度',
    '空调到周五才能修好',
    '协调到周五再说',
  ])('"%s" is not a change', (text) => {
    expect(isChangeStatement(text)).toBe(false);
  });
});

describe('what a change with its object names', () => {
  it.each([
    ['Coach moved Saturday practice to 9am', 'coach saturday practice am'],
    ['we rescheduled the team offsite to next month', 'we the team offsite'],
    ['they delayed the school trip by a week', 'they the school trip'],
  ])('"%s" keeps its object as its topic', (text, topic) => {
    expect(readStatement(text)?.sites.map((site) => site.topic)).toContain(topic);
  });
});

describe('a move earlier or later with the new day in the next clause', () => {
  it.each(['老板说汇报提前，周四就要交', '体检提前了，下周一上午去', '年会推迟，改在一月中'])(
    '"%s" is a change',
    (text) => {
      expect(isChangeStatement(text)).toBe(true);
    },
  );

  it.each([
    '我提前到了，在门口等你',
    'brought up the budget with her, she agreed',
    '今天提前，大家都很开心',
  ])('"%s" is not a change', (text) => {
    expect(isChangeStatement(text)).toBe(false);
  });
});
