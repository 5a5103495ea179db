// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { periodClock } from './day-periods';
import { parseConversationText } from './parse-conversation-text';
import { readWhatsAppLine } from './whatsapp-transcript';
import { chooseDateOrder, readWhatsAppStamp, type WhatsAppStamp } from './whatsapp-stamps';
import { importFixture, localTime, turnsOf } from '../../test/import-fixtures';

const fixture = importFixture;
const local = localTime;
const timesOf = (text: string) => turnsOf(text).map((turn) => turn.at);
const LRM = '\u200e';

describe('WhatsApp exports from a phone set to Chinese (Android)', () => {
  const parsed = parseConversationText(
    fixture('whatsapp-zh.txt'),
    '与周末徒步的 WhatsApp 聊天.txt',
  );
  const turns = parsed.conversations[0]?.turns ?? [];

  it('reads 下午/上午 stamps; system, media and deleted lines are skipped', () => {
    expect(parsed.format).toBe('whatsapp');
    expect(turns).toHaveLength(21);
    expect(turns[0]).toEqual({
      speaker: '林小雨',
      text: '大家好！这个周六去香山还是去八大处？',
      at: local(2024, 4, 6, 14, 1),
    });
    const texts = turns.map((turn) => turn.text);
    expect(
      texts.some((text) => /省略影音内容|已删除|端到端加密|创建了群组|添加了|更改为/.test(text)),
    ).toBe(false);
    expect(texts.at(-1)).toBe('下次去凤凰岭！');
  });

  it('keeps "备注：…" lines inside the message they continue', () => {
    expect(turns[5]).toEqual({
      speaker: '周明',
      text: '我决定了：周六早上七点在地铁站集合。\n备注：带够水\n地点：北宫门站 A 口',
      at: local(2024, 4, 6, 14, 11),
    });
  });

  it('reads 上午12:05 as just after midnight and 下午12:30 as just after noon', () => {
    expect(turns[10]?.at).toBe(local(2024, 4, 7, 0, 5));
    expect(turns[13]?.at).toBe(local(2024, 4, 7, 12, 30));
    expect(turns.every((turn) => turn.at !== null)).toBe(true);
  });

  it('has its speakers by their turns, and the media line still starts a turn', () => {
    expect(parsed.speakers).toEqual(['林小雨', '周明', 'Emma Hart']);
    // The one group member who states a plan of her own ("I'll bring snacks"), not the one
    // with most turns: an export names its owner nowhere in a group.
    expect(parsed.suggestedMe).toBe('Emma Hart');
    expect(turns[17]).toEqual({
      speaker: 'Emma Hart',
      text: 'On my way, five minutes late',
      at: local(2024, 4, 13, 6, 56),
    });
  });
});

describe('WhatsApp exports from a phone set to Chinese (iOS)', () => {
  it('reads bracketed year-first stamps with seconds and skips 图片已省略 lines', () => {
    const parsed = parseConversationText(fixture('whatsapp-zh-ios.txt'));
    expect(parsed.format).toBe('whatsapp');
    expect(parsed.speakers).toEqual(['王芳', 'Noah Kim']);
    const turns = parsed.conversations[0]?.turns ?? [];
    expect(turns.map((turn) => [turn.speaker, turn.text, turn.at])).toEqual([
      ['王芳', '这个月读《三体》怎么样？', local(2024, 6, 15, 9, 15, 40)],
      ['Noah Kim', 'Great choice. I have the English translation.', local(2024, 6, 15, 9, 16, 2)],
      ['Noah Kim', "That's my copy", local(2024, 6, 15, 9, 16, 45)],
      ['王芳', '我们决定每周日晚上八点线上讨论。\n第一次是下周日。', local(2024, 6, 15, 9, 20)],
      [
        'Noah Kim',
        'Question: do we finish the whole book before the first meeting?',
        local(2024, 6, 15, 21, 47, 2),
      ],
      ['王芳', '先读一半就行\n时间：周日 20:00', local(2024, 6, 15, 21, 49)],
    ]);
  });

  it('tells the marked media and system lines apart', () => {
    const kindOf = (line: string) => readWhatsAppLine(line)?.kind ?? null;
    expect(kindOf(`[2024/06/15 09:16:30] Noah: ${LRM}图片已省略`)).toBe('media');
    expect(kindOf(`[2024/06/15 09:16:30] Noah: ${LRM}圖片已略去`)).toBe('media');
    expect(kindOf(`[2024/06/15 09:16:30] 读书会: ${LRM}王芳添加了 Noah`)).toBe('system');
    expect(kindOf('2024/6/15 09:16 - Noah: <省略影音内容>')).toBe('media');
    expect(kindOf('2024/6/15 09:16 - Noah: 这条消息已删除')).toBe('media');
    expect(kindOf('2024/6/15 09:16 - Noah: 图片已经省略了吗？')).toBe('message');
  });
});

describe('year-first stamps', () => {
  it('reads the 24-hour Android shape of Chinese and Japanese phones, unpadded or not', () => {
    const text = '2021/12/31 21:41 - 佐藤: こんにちは\n2022/1/1 0:05 - Ana: happy new year';
    expect(timesOf(text)).toEqual([local(2021, 12, 31, 21, 41), local(2022, 1, 1, 0, 5)]);
  });

  it('reads a comma after the date, and the Japanese 午前/午後 clock that counts from 0', () => {
    expect(timesOf('[2021/12/31, 21:41:05] Ana: hi')).toEqual([local(2021, 12, 31, 21, 41, 5)]);
    expect(timesOf('[2021/12/31 午後0:30:00] 佐藤: 昼です')).toEqual([local(2021, 12, 31, 12, 30)]);
    expect(timesOf('2021/12/31 午前0:15 - 佐藤: 夜中')).toEqual([local(2021, 12, 31, 0, 15)]);
  });

  it('reads each day period in its span of the day', () => {
    const clock = (period: string, hour: string) =>
      periodClock(period, hour, '05', undefined)?.hour;
    expect(clock('下午', '9')).toBe(21);
    expect(clock('下午', '12')).toBe(12);
    expect(clock('上午', '12')).toBe(0);
    expect(clock('上午', '11')).toBe(11);
    expect(clock('中午', '12')).toBe(12);
    expect(clock('中午', '1')).toBe(13);
    expect(clock('中午', '11')).toBe(11);
    expect(clock('晚上', '9')).toBe(21);
    expect(clock('凌晨', '12')).toBe(0);
    expect(clock('凌晨', '3')).toBe(3);
    expect(clock('早上', '7')).toBe(7);
    expect(clock('晚上', '3')).toBeUndefined();
    expect(clock('下午', '13')).toBeUndefined();
    expect(periodClock('下午', '9', '60', undefined)).toBeNull();
  });

  it('reads 中午 and 晚上 in a whole line', () => {
    const text = '2021/12/31 中午12:10 - Ana: lunch\n2021/12/31 晚上9:41 - Ben: dinner';
    expect(timesOf(text)).toEqual([local(2021, 12, 31, 12, 10), local(2021, 12, 31, 21, 41)]);
  });

  it('needs no day/month guess: year-first stamps take no part in the order', () => {
    // 2021/12/01 is December 1st even though "12" then "01" would read day-first otherwise.
    expect(timesOf('2021/12/01 10:00 - Ana: hi')).toEqual([local(2021, 12, 1, 10, 0)]);
    const yearFirst: WhatsAppStamp = {
      length: 0,
      first: 12,
      second: 31,
      year: 2021,
      isYearFirst: true,
      clock: { hour: 0, minute: 0, second: 0 },
      isTwelveHour: true,
    };
    expect(chooseDateOrder([yearFirst])).toBe('day-first');
    expect(readWhatsAppStamp('2021/12/31 21:41 - Ana: hi')).toMatchObject({
      first: 12,
      second: 31,
      year: 2021,
      isYearFirst: true,
    });
  });

  it('gives a date or clock that cannot exist no time, and keeps the message', () => {
    expect(timesOf('2022/2/30 10:00 - Ana: odd\n2022/3/1 下午13:00 - Ben: odder')).toEqual([
      null,
      null,
    ]);
  });

  it('refuses shapes that are not WhatsApp year-first stamps', () => {
    expect(readWhatsAppStamp('[2024-03-05 14:02] Alice: hi')).toBeNull();
    expect(readWhatsAppStamp('2024/3/5 14:06 Bob: yes')).toBeNull();
    expect(readWhatsAppStamp('[2024/3/5 14:06 - Bob: yes')).toBeNull();
    expect(readWhatsAppStamp('2024/3/5 14:06] Bob: yes')).toBeNull();
    expect(readWhatsAppStamp('2024/3/5 下午 PM 2:06 - Bob: yes')).toBeNull();
    expect(readWhatsAppStamp('2024/3/5 下午2:06 PM - Bob: yes')?.clock).toBeNull();
  });
});

describe('year-first lines stay WhatsApp, not plain or WeChat', () => {
  it('when its messages hold more "key：value" lines than there are system lines', () => {
    const text = [
      '2024/4/6 14:10 - 周明: 周六的安排：',
      '时间：早上七点',
      '地点：北宫门站',
      '2024/4/6 14:11 - 林小雨: 好的',
      '2024/4/6 14:12 - 周明: 别忘了带水',
    ].join('\n');
    const parsed = parseConversationText(text);
    expect(parsed.format).toBe('whatsapp');
    expect(parsed.conversations[0]?.turns.map((turn) => turn.speaker)).toEqual([
      '周明',
      '林小雨',
      '周明',
    ]);
  });

  it('when short system lines look like WeChat headers (a time, then a name)', () => {
    const text = [
      '2024/4/6 13:54 - 林小雨创建了群组',
      '2024/4/6 13:55 - 林小雨添加了周明',
      '2024/4/6 13:56 - 林小雨: 大家好',
      '2024/4/6 13:57 - 周明添加了 Emma',
      '2024/4/6 13:58 - 周明: 你好',
    ].join('\n');
    const parsed = parseConversationText(text);
    expect(parsed.format).toBe('whatsapp');
    expect(parsed.conversations[0]?.turns.map((turn) => turn.text)).toEqual(['大家好', '你好']);
  });

  it('a plain transcript with year-first stamps and no dash stays plain', () => {
    const text = '2024/3/5 14:06 Alice: hi\n2024/3/5 14:07 Bob: hello\n2024/3/5 14:08 Alice: bye';
    expect(parseConversationText(text).format).toBe('plain');
  });
});
