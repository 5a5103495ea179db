// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { dueDateOf } from './due-date';

/*
 * What a reader means, written down before looking at what the code says. Chinese weeks run
 * Monday to Sunday: on Sunday 8 November 2026, 这周 is 2–8 November and 下周 is 9–15 November.
 * "Tonight", "this evening", 今晚 and their tomorrow forms are the evening, 20:00.
 * A period ("next month", 下周, "this weekend", "before Christmas") is due on its last day, so
 * it is not overdue while the period lasts. A word for a part of the day that names a kind of
 * thing ("evening class", 晚班, 下午茶) is no time; "every evening" is a habit, not a date.
 */
const local = (month: number, day: number, hour = 0, minute = 0, year = 2026) =>
  new Date(year, month - 1, day, hour, minute).getTime();

const SUNDAY = local(11, 8, 10); // Sunday 8 November 2026, 10:00
const WEDNESDAY = local(11, 11, 10); // Wednesday 11 November 2026, 10:00
const SATURDAY = local(11, 14, 10); // Saturday 14 November 2026, 10:00
const WEDNESDAY_EARLY = local(11, 11, 8); // Wednesday 11 November 2026, 08:00
const AFTER_CHRISTMAS = local(12, 27, 10); // Sunday 27 December 2026, 10:00

const show = (at: number | null) => (at === null ? 'none' : new Date(at).toString());

type Row = [text: string, said: string, saidAt: number, expected: number | null];

const TABLE: readonly Row[] = [
  // Chinese weeks start on Monday.
  ['下周三交报告', 'Sun 8 Nov', SUNDAY, local(11, 11)],
  ['下周三交报告', 'Wed 11 Nov', WEDNESDAY, local(11, 18)],
  ['这周三开会', 'Sun 8 Nov', SUNDAY, null], // Wednesday 4 November has passed
  ['这周三开会', 'Wed 11 Nov', WEDNESDAY, local(11, 11)],
  ['周三开会', 'Sun 8 Nov', SUNDAY, local(11, 11)],
  ['周三开会', 'Wed 11 Nov', WEDNESDAY, local(11, 11)],
  ['下周一开始健身', 'Sun 8 Nov', SUNDAY, local(11, 9)],
  ['下周一开始健身', 'Wed 11 Nov', WEDNESDAY, local(11, 16)],
  ['下星期三去医院', 'Sun 8 Nov', SUNDAY, local(11, 11)],
  ['下礼拜五还书', 'Sun 8 Nov', SUNDAY, local(11, 13)],
  ['下週三交報告', 'Sun 8 Nov', SUNDAY, local(11, 11)],
  ['下下周三复查', 'Sun 8 Nov', SUNDAY, local(11, 18)],
  ['本周五之前交', 'Wed 11 Nov', WEDNESDAY, local(11, 13)],
  ['这周日大扫除', 'Sun 8 Nov', SUNDAY, local(11, 8)],
  ['下周日去爬山', 'Sun 8 Nov', SUNDAY, local(11, 15)],
  ['下周三下午3点开会', 'Sun 8 Nov', SUNDAY, local(11, 11, 15)],
  ['下周开始跑步', 'Sun 8 Nov', SUNDAY, local(11, 15)],
  ['周末打扫房间', 'Wed 11 Nov', WEDNESDAY, local(11, 15)],
  ['下周末去爬山', 'Sun 8 Nov', SUNDAY, local(11, 15)],
  // Chinese evenings and days.
  ['今晚给妈妈打电话', 'Wed 11 Nov', WEDNESDAY, local(11, 11, 20)],
  ['明晚一起吃饭', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 20)],
  ['今晚十点前发邮件', 'Wed 11 Nov', WEDNESDAY, local(11, 11, 22)],
  ['明天上午十点见客户', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 10)],
  ['后天去银行', 'Wed 11 Nov', WEDNESDAY, local(11, 13)],
  ['三天后复查', 'Wed 11 Nov', WEDNESDAY, local(11, 14)],
  ['月底前交房租', 'Sun 8 Nov', SUNDAY, local(11, 30)],
  ['下个月初搬家', 'Wed 11 Nov', WEDNESDAY, local(12, 1)],
  ['年底前换工作', 'Wed 11 Nov', WEDNESDAY, local(12, 31)],
  // English.
  ['call mum tonight', 'Wed 11 Nov', WEDNESDAY, local(11, 11, 20)],
  ['this evening: water the plants', 'Wed 11 Nov', WEDNESDAY, local(11, 11, 20)],
  ['tomorrow night we pack', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 20)],
  ['tomorrow evening drinks with Jun', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 20)],
  ['tonight at 9 call Priya', 'Wed 11 Nov', WEDNESDAY, local(11, 11, 21)],
  ['farewell drinks next Friday', 'Sat 14 Nov', SATURDAY, local(11, 20)],
  ['send it this Friday', 'Wed 11 Nov', WEDNESDAY, local(11, 13)],
  ['renew the card in two weeks', 'Wed 11 Nov', WEDNESDAY, local(11, 25)],
  ['finish the draft by Monday', 'Wed 11 Nov', WEDNESDAY, local(11, 16)],
  ['finish the draft by Monday', 'Sun 8 Nov', SUNDAY, local(11, 9)],
  ['pay rent by the end of the month', 'Wed 11 Nov', WEDNESDAY, local(11, 30)],
  ['clean the garage this weekend', 'Wed 11 Nov', WEDNESDAY, local(11, 15)],
  ['by Friday 5pm send the invoice', 'Wed 11 Nov', WEDNESDAY, local(11, 13, 17)],
  ['lunch at noon tomorrow', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 12)],
  ['start running next week', 'Wed 11 Nov', WEDNESDAY, local(11, 22)],
  ['call the plumber tomorrow', 'Sun 8 Nov', SUNDAY, local(11, 9)],
  // A period is due on its last day.
  ['move the piano next month', 'Wed 11 Nov', WEDNESDAY, local(12, 31)],
  ['下个月把旧书捐掉', 'Wed 11 Nov', WEDNESDAY, local(12, 31)],
  ['下個月把舊書捐掉', 'Sun 8 Nov', SUNDAY, local(12, 31)],
  ['下下个月考驾照', 'Wed 11 Nov', WEDNESDAY, local(1, 31, 0, 0, 2027)],
  ['this month: finish the quilt', 'Wed 11 Nov', WEDNESDAY, local(11, 30)],
  ['repaint the fence next week', 'Wed 11 Nov', WEDNESDAY, local(11, 22)],
  ['下周把简历改完', 'Wed 11 Nov', WEDNESDAY, local(11, 22)],
  ['下周把简历改完', 'Sun 8 Nov', SUNDAY, local(11, 15)],
  ['sort the photos this weekend', 'Sat 14 Nov', SATURDAY, local(11, 15)],
  ['这个周末洗车', 'Sun 8 Nov', SUNDAY, local(11, 8)],
  ['next weekend we go camping', 'Wed 11 Nov', WEDNESDAY, local(11, 22)],
  ['next year I will learn to sail', 'Wed 11 Nov', WEDNESDAY, local(12, 31, 0, 0, 2027)],
  ['明年去冰岛看极光', 'Wed 11 Nov', WEDNESDAY, local(12, 31, 0, 0, 2027)],
  ['今年把驾照考了', 'Wed 11 Nov', WEDNESDAY, local(12, 31)],
  // Christmas and the new year.
  ['wrap the presents before Christmas', 'Wed 11 Nov', WEDNESDAY, local(12, 24)],
  ['finish knitting the scarf by Christmas', 'Wed 11 Nov', WEDNESDAY, local(12, 25)],
  ['bake gingerbread for Christmas Eve', 'Wed 11 Nov', WEDNESDAY, local(12, 24)],
  ['on Christmas Day phone grandpa', 'Wed 11 Nov', WEDNESDAY, local(12, 25)],
  ['before Christmas mail the cards', 'Sun 27 Dec', AFTER_CHRISTMAS, local(12, 24, 0, 0, 2027)],
  ['圣诞节前寄出贺卡', 'Wed 11 Nov', WEDNESDAY, local(12, 24)],
  ['聖誕節前寄出賀卡', 'Wed 11 Nov', WEDNESDAY, local(12, 24)],
  ['圣诞节给外婆打电话', 'Wed 11 Nov', WEDNESDAY, local(12, 25)],
  ['平安夜去教堂', 'Wed 11 Nov', WEDNESDAY, local(12, 24)],
  ['before the New Year clear the inbox', 'Wed 11 Nov', WEDNESDAY, local(12, 31)],
  ['元旦前交年终总结', 'Wed 11 Nov', WEDNESDAY, local(12, 31)],
  ['元旦去看升旗', 'Wed 11 Nov', WEDNESDAY, local(1, 1, 0, 0, 2027)],
  ['buy a Christmas tree', 'Wed 11 Nov', WEDNESDAY, null],
  ['想买几个圣诞礼物', 'Wed 11 Nov', WEDNESDAY, null],
  // Parts of the day: a time when said as one, not when they name a kind of thing.
  ['sign up for the Italian evening class', 'Wed 11 Nov', WEDNESDAY, null],
  ['the evening class starts on Tuesday', 'Wed 11 Nov', WEDNESDAY, local(11, 17)],
  ['night shift on Saturday', 'Wed 11 Nov', WEDNESDAY, local(11, 14)],
  ['I am a morning person, so gym at 7am', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 7)],
  ['water the garden in the evening', 'Wed 11 Nov', WEDNESDAY, local(11, 11, 20)],
  ['go for a walk every evening', 'Wed 11 Nov', WEDNESDAY, null],
  ['at 9am call the vet', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 9)],
  ['book the table at 9am', 'Wed 11 Nov 08:00', WEDNESDAY_EARLY, local(11, 11, 9)],
  ['this morning: send the slides', 'Wed 11 Nov', WEDNESDAY, local(11, 11)],
  ['明早九点去体检', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 9)],
  ['晚上给房东发消息', 'Wed 11 Nov', WEDNESDAY, local(11, 11, 20)],
  ['晚班结束后去超市买菜', 'Wed 11 Nov', WEDNESDAY, null],
  ['报名了晚间瑜伽课', 'Wed 11 Nov', WEDNESDAY, null],
  ['夜市的摊位要续租', 'Wed 11 Nov', WEDNESDAY, null],
  ['下午茶的点心要提前订', 'Wed 11 Nov', WEDNESDAY, null],
  ['每天早上背单词', 'Wed 11 Nov', WEDNESDAY, null],
  // Past references name no due date.
  ['上周三交了报告', 'Wed 11 Nov', WEDNESDAY, null],
  ['昨晚没睡好', 'Wed 11 Nov', WEDNESDAY, null],
  ['前天去过银行', 'Wed 11 Nov', WEDNESDAY, null],
  ['本周一开过会', 'Wed 11 Nov', WEDNESDAY, null],
  ['we met last Wednesday', 'Wed 11 Nov', WEDNESDAY, null],
  ['I called her two days ago', 'Wed 11 Nov', WEDNESDAY, null],
  ['yesterday evening was fun', 'Wed 11 Nov', WEDNESDAY, null],
  // "after next" skips a week; "mid-" a month is its 15th.
  ['Monday after next is the deadline', 'Sun 8 Nov', SUNDAY, local(11, 16)],
  ['the Friday after next we fly out', 'Wed 11 Nov', WEDNESDAY, local(11, 20)],
  ['I start the week after next', 'Wed 11 Nov', WEDNESDAY, local(11, 29)],
  ['the quote is due by mid-December', 'Sun 8 Nov', SUNDAY, local(12, 15)],
  ['renew it in the middle of January', 'Sun 8 Nov', SUNDAY, local(1, 15, 0, 0, 2027)],
  ['mid next month the lease is up', 'Sun 8 Nov', SUNDAY, local(12, 15)],
  // A day of the month taken as an arrangement: "can only do the 24th now", "we'll take the 19th".
  ['the fitter can only do the 24th now', 'Sun 8 Nov', SUNDAY, local(11, 24)],
  ["we'll take the 19th instead", 'Sun 8 Nov', SUNDAY, local(11, 19)],
  ['do the 3rd floor first', 'Sun 8 Nov', SUNDAY, null],
  // A fortnight is two weeks; "Friday week" a week after the coming Friday.
  ['get the quote back in a fortnight', 'Sun 8 Nov', SUNDAY, local(11, 22)],
  ['the next meeting is Friday week', 'Sun 8 Nov', SUNDAY, local(11, 20)],
  // A month's short name, as in "end of Dec".
  ['invoice them by the end of Dec', 'Sun 8 Nov', SUNDAY, local(12, 31)],
  ['next Tues for the boiler', 'Sun 8 Nov', SUNDAY, local(11, 10)],
  // 这两天 is the next two days, 这几天 the next few; 下旬 the month's last days.
  ['这两天把快递寄了', 'Sun 8 Nov', SUNDAY, local(11, 10)],
  ['这几天抽空去趟银行', 'Sun 8 Nov', SUNDAY, local(11, 11)],
  ['下旬要去上海出差', 'Sun 8 Nov', SUNDAY, local(11, 30)],
  ['下个月下旬搬家', 'Sun 8 Nov', SUNDAY, local(12, 31)],
  // A possessive names the event ("parents' evening"), so its day is the one said.
  ["the parents' evening is on Thursday", 'Sun 8 Nov', SUNDAY, local(11, 12)],
  ["choir's night out tomorrow night, 8.30pm", 'Wed 11 Nov', WEDNESDAY, local(11, 12, 20, 30)],
  // A time written later in the same sentence completes the day; an evening's hour is pm.
  ['元旦那天去看日出，早上五点半出发', 'Wed 11 Nov', WEDNESDAY, local(1, 1, 5, 30, 2027)],
  ['Saturday the plumber comes, around 10am', 'Wed 11 Nov', WEDNESDAY, local(11, 14, 10)],
  ['明晚请客户吃饭，订了8点的位子', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 20)],
  ['今晚 call 妈妈，九点', 'Wed 11 Nov', WEDNESDAY, local(11, 11, 21)],
  ['Friday I fly out. Pack at 6pm', 'Wed 11 Nov', WEDNESDAY, local(11, 13)],
  // Counted from another day; the edges and thirds of a month.
  ['book the vet a week from tomorrow', 'Wed 11 Nov', WEDNESDAY, local(11, 19)],
  ['two weeks from Monday the lease ends', 'Wed 11 Nov', WEDNESDAY, local(11, 30)],
  ['order the tiles early next month', 'Wed 11 Nov', WEDNESDAY, local(12, 1)],
  ['the cousins visit late January', 'Wed 11 Nov', WEDNESDAY, local(1, 31, 0, 0, 2027)],
  ['12月上旬交材料', 'Wed 11 Nov', WEDNESDAY, local(12, 10)],
  ['12月中旬体检', 'Wed 11 Nov', WEDNESDAY, local(12, 20)],
  ['一月下旬回老家', 'Wed 11 Nov', WEDNESDAY, local(1, 31, 0, 0, 2027)],
  // "EOD" beside a day is that day's end; "Christmas 前" is before Christmas.
  ['send the figures EOD Friday', 'Wed 11 Nov', WEDNESDAY, local(11, 13)],
  ['Thursday COB for the draft', 'Wed 11 Nov', WEDNESDAY, local(11, 12)],
  ['周五 EOD 交 deck', 'Wed 11 Nov', WEDNESDAY, local(11, 13)],
  ['Christmas 前把 cards 寄出去', 'Wed 11 Nov', WEDNESDAY, local(12, 24)],
  // Words that only look like dates.
  ['pay the money back to Tom', 'Wed 11 Nov', WEDNESDAY, null],
  ['read chapters 3 to 5 this weekend', 'Wed 11 Nov', WEDNESDAY, local(11, 15)],
  [
    'finish the book over the weekend, then return it',
    'Fri 13 Nov',
    local(11, 13, 17),
    local(11, 15),
  ],
  ['every Tuesday is bin day', 'Wed 11 Nov', WEDNESDAY, null],
  ['dentist 5 December', 'Wed 11 Nov', WEDNESDAY, local(12, 5)],
  ['Tuesday see Dr. Lee at 3pm', 'Wed 11 Nov', WEDNESDAY, local(11, 17, 15)],
  ['the fitting moved to Monday the 23rd', 'Wed 11 Nov', WEDNESDAY, local(11, 23)],
  ['the vet can see her on Friday the 27th', 'Wed 11 Nov', WEDNESDAY, local(11, 27)],
  ['Friday, 20th: hand in the keys', 'Wed 11 Nov', WEDNESDAY, local(11, 20)],
  // Months alone, bare early hours, recurring days and a ruled-out today (date-choice.ts).
  // A month alone is due on its last day, not overdue from the 2nd.
  ['the boiler service is due in February', 'Wed 11 Nov', WEDNESDAY, local(2, 28, 0, 0, 2027)],
  ['三月份要把驾照换了', 'Wed 11 Nov', WEDNESDAY, local(3, 31, 0, 0, 2027)],
  ['December rent goes up, pay the new amount on the 1st', 'Wed 11 Nov', WEDNESDAY, local(12, 1)],
  ['in March, by the 14th at the latest', 'Wed 11 Nov', WEDNESDAY, local(3, 14, 0, 0, 2027)],
  ['due in November, by the 20th', 'Wed 11 Nov', WEDNESDAY, local(11, 20)],
  ['the car tax is due in November', 'Wed 11 Nov', WEDNESDAY, local(11, 30)],
  ['September invoices: chase the last two tomorrow', 'Wed 11 Nov', WEDNESDAY, local(11, 12)],
  // One to six o'clock without am or pm is the afternoon; an early start says so.
  ['parents meeting Thursday at 4:15', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 16, 15)],
  ['周五3点去银行', 'Wed 11 Nov', WEDNESDAY, local(11, 13, 15)],
  ['tomorrow morning at 6 the van comes', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 6)],
  ['taxi tomorrow at 05:00', 'Wed 11 Nov', WEDNESDAY, local(11, 12, 5)],
  ['flight on Friday at 6am', 'Wed 11 Nov', WEDNESDAY, local(11, 13, 6)],
  ['周五凌晨5点去机场', 'Wed 11 Nov', WEDNESDAY, local(11, 13, 5)],
  ['call the garage Friday at 11', 'Wed 11 Nov', WEDNESDAY, local(11, 13, 11)],
  // A recurring day, or a length of time, is no due day.
  ['every other Thursday I do the big shop', 'Wed 11 Nov', WEDNESDAY, null],
  ['隔周的周日去看外婆', 'Wed 11 Nov', WEDNESDAY, null],
  ['每周四下午打羽毛球', 'Wed 11 Nov', WEDNESDAY, null],
  ['the course runs for three weeks', 'Wed 11 Nov', WEDNESDAY, null],
  ['we waited for 2 hours at the clinic', 'Wed 11 Nov', WEDNESDAY, null],
  // Mid-month is the 15th to come.
  ['renew the parking permit mid-month', 'Wed 11 Nov', WEDNESDAY, local(11, 15)],
  ['by the middle of the month send the timesheets', 'Wed 11 Nov', WEDNESDAY, local(11, 15)],
  // Today ruled out: the day after it.
  ["the tip is closed today, I'll take the boxes Saturday", 'Wed 11 Nov', WEDNESDAY, local(11, 14)],
  ['今天来不及了，周五再寄', 'Wed 11 Nov', WEDNESDAY, local(11, 13)],
  ['today I finish the slides, the talk is Friday', 'Wed 11 Nov', WEDNESDAY, local(11, 11)],
  [
    "don't forget the bins go out today, recycling on Friday",
    'Wed 11 Nov',
    WEDNESDAY,
    local(11, 11),
  ],
  ['今天不要忘了交房租，周五交水费', 'Wed 11 Nov', WEDNESDAY, local(11, 11)],
  ["today's no good for the plumber, so Friday", 'Wed 11 Nov', WEDNESDAY, local(11, 13)],
];

describe('dueDateOf, what a reader means', () => {
  it('holds at least 40 expressions', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)('%s (said %s)', (text, _said, saidAt, expected) => {
    expect(show(dueDateOf(text, saidAt))).toBe(show(expected));
  });
});
