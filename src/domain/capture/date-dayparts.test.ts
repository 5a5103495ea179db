// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isPartOfDayTime, isThisMorningOrAfternoon } from './date-dayparts';

/** Where `word` first occurs in `text`, as chrono-node would report it. */
const reads = (word: string, text: string) => isPartOfDayTime(word, text, text.indexOf(word));

describe('isPartOfDayTime', () => {
  it.each([
    ['evening', 'feed the cat in the evening'],
    ['night', 'lock the shed at night'],
    ['afternoon', 'by the afternoon the paint is dry'],
    ['evening', 'call the bakery in the late evening'],
    ['晚上', '晚上给房东发消息'],
    ['下午', '下午去取快递'],
    ['晚上', '晚上会去超市'],
    ['夜', '夜里把衣服收进来'],
  ])('reads %s as a time in "%s"', (word, text) => {
    expect(reads(word, text)).toBe(true);
  });

  it.each([
    // chrono reports " evening" here, the space after the apostrophe included.
    [' evening', "the parents' evening is on Thursday"],
    ['evening', 'enrol in the Greek evening course'],
    ['morning', 'she is a morning person'],
    ['evening', 'in the evening class we read poems'],
    ['night', 'night shift starts soon'],
    ['evening', 'take a walk every evening'],
    ['下午', '下午茶订好了吗'],
    ['晚上', '晚上好，今天怎么样'],
    ['晚上', '想报一个晚上的课'],
    ['早上', '每天早上喝水'],
    ['夜', '周末去逛夜市'],
    ['夜', '夜宵吃什么'],
  ])('reads %s as no time in "%s"', (word, text) => {
    expect(reads(word, text)).toBe(false);
  });

  it('leaves longer spans to chrono: a day or an hour makes them a time', () => {
    expect(reads('tomorrow evening', 'tomorrow evening course starts')).toBe(true);
    expect(reads('明早九点', '明早九点体检')).toBe(true);
  });
});

describe('isThisMorningOrAfternoon', () => {
  it('holds for this morning and this afternoon, not for other spans', () => {
    expect(isThisMorningOrAfternoon('this morning')).toBe(true);
    expect(isThisMorningOrAfternoon('This Afternoon')).toBe(true);
    expect(isThisMorningOrAfternoon('this evening')).toBe(false);
    expect(isThisMorningOrAfternoon('tomorrow morning')).toBe(false);
  });
});
