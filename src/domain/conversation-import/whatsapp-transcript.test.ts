// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { parseConversationText } from './parse-conversation-text';
import { readWhatsAppLine } from './whatsapp-transcript';
import { chooseDateOrder, readWhatsAppStamp, type WhatsAppStamp } from './whatsapp-stamps';
import { importFixture, localTime, turnsOf } from '../../test/import-fixtures';

const fixture = importFixture;
const local = localTime;
const timesOf = (text: string) => turnsOf(text).map((turn) => turn.at);
const NNBSP = '\u202f';
const LRM = '\u200e';

describe('WhatsApp Android exports', () => {
  it('reads 12-hour stamps, multi-line messages, and skips system, media and deleted lines', () => {
    const parsed = parseConversationText(fixture('whatsapp-android.txt'), 'WhatsApp Chat.txt');
    expect(parsed.format).toBe('whatsapp');
    const turns = parsed.conversations[0]?.turns ?? [];
    expect(turns).toHaveLength(19);
    expect(turns.slice(0, 5)).toEqual([
      {
        speaker: 'Maya Lin',
        text: 'Hey! Are we still on for the trip call tomorrow?',
        at: local(2024, 3, 9, 20, 2),
      },
      { speaker: 'Leo Park', text: 'Yes, 7 pm works for me', at: local(2024, 3, 9, 20, 5) },
      { speaker: 'Maya Lin', text: 'Nice photo 😄 Where was that?', at: local(2024, 3, 9, 20, 6) },
      {
        speaker: 'Leo Park',
        text: "The lake behind my aunt's house",
        at: local(2024, 3, 9, 20, 7),
      },
      {
        speaker: 'Maya Lin',
        text: 'OK, here is my list for the trip:\n- book the train\n- find a place to stay\n\n- ask about renting bikes',
        at: local(2024, 3, 10, 19, 1),
      },
    ]);
    const texts = turns.map((turn) => turn.text);
    expect(texts).not.toContain('This message was deleted');
    expect(texts.some((text) => /Media omitted|end-to-end/.test(text))).toBe(false);
    // The app's "edited" note is not part of the message.
    expect(texts).toContain('好主意。我只带一个包');
    // 12:15 AM is a quarter past midnight.
    expect(turns[11]?.at).toBe(local(2024, 3, 14, 0, 15));
    expect(turns[16]?.text).toBe('可以，我先写几家：\n1. 海边那家烤鱼\n2. 老城区的甜品店');
    expect(turns.every((turn) => turn.at !== null)).toBe(true);
  });

  it('proposes the speaker with most turns as me, since the export names no owner', () => {
    const parsed = parseConversationText(fixture('whatsapp-android.txt'));
    expect(parsed.speakers).toEqual(['Maya Lin', 'Leo Park']);
    expect(parsed.suggestedMe).toBe('Maya Lin');
  });

  it('reads the 24-hour day-first shape', () => {
    const text = '31/12/2021, 21:41 - Ana: hi\n01/01/2022, 00:05 - Ben: happy new year';
    expect(timesOf(text)).toEqual([local(2021, 12, 31, 21, 41), local(2022, 1, 1, 0, 5)]);
  });
});

describe('WhatsApp iOS exports', () => {
  it('reads bracketed stamps with seconds; the group is no speaker, its events are skipped', () => {
    const parsed = parseConversationText(fixture('whatsapp-ios.txt'));
    expect(parsed.format).toBe('whatsapp');
    expect(parsed.speakers).toEqual(['陈晓', 'Sam Ortiz', '+44 7700 900123']);
    expect(parsed.suggestedMe).toBe('陈晓');
    const turns = parsed.conversations[0]?.turns ?? [];
    expect(turns).toHaveLength(13);
    expect(turns[0]).toEqual({
      speaker: '陈晓',
      text: '大家好！这个月读什么？',
      at: local(2024, 6, 15, 9, 15, 40),
    });
    expect(turns[4]).toEqual({
      speaker: '陈晓',
      text: '我决定了：每周六上午十点线上见。\n第一次就在下周六。\n大家有空吗？',
      at: local(2024, 6, 15, 9, 20),
    });
    expect(turns[9]?.at).toBe(local(2024, 6, 16, 8, 31, 12));
    const texts = turns.map((turn) => turn.text);
    expect(texts.some((text) => /omitted|created group|changed the group/.test(text))).toBe(false);
    expect(texts.at(-1)).toBe('哈哈，没错');
  });

  it('reads the 12-hour shape, with a narrow no-break space before PM and a mark at the start', () => {
    const text =
      `[12/31/21, 9:41:05${NNBSP}PM] Ana: hi\n` +
      `${LRM}[12/31/21, 11:59:59 PM] Ben: almost midnight`;
    expect(timesOf(text)).toEqual([
      local(2021, 12, 31, 21, 41, 5),
      local(2021, 12, 31, 23, 59, 59),
    ]);
  });
});

describe('WhatsApp day and month order, decided once per file', () => {
  it('a first field over 12 anywhere makes the whole file day-first', () => {
    const text = '03/04/2024, 10:00 - Ana: early\n25/04/2024, 10:00 - Ben: later';
    expect(timesOf(text)).toEqual([local(2024, 4, 3, 10, 0), local(2024, 4, 25, 10, 0)]);
  });

  it('a second field over 12 anywhere makes it month-first, whatever the clock', () => {
    const text = '04/03/2024, 10:00 - Ana: early\n04/25/2024, 10:00 - Ben: later';
    expect(timesOf(text)).toEqual([local(2024, 4, 3, 10, 0), local(2024, 4, 25, 10, 0)]);
  });

  it('a file that never says is day-first with a 24-hour clock, month-first with AM/PM', () => {
    expect(timesOf('04/03/2024, 10:00 - Ana: hi')).toEqual([local(2024, 3, 4, 10, 0)]);
    expect(timesOf('04/03/24, 10:00 AM - Ana: hi')).toEqual([local(2024, 4, 3, 10, 0)]);
  });

  it('chooseDateOrder follows the rule in its order', () => {
    const stamp = (first: number, second: number, isTwelveHour = false): WhatsAppStamp => ({
      length: 0,
      first,
      second,
      year: 2024,
      isYearFirst: false,
      clock: { hour: 0, minute: 0, second: 0 },
      isTwelveHour,
    });
    expect(chooseDateOrder([stamp(1, 2, true), stamp(13, 2)])).toBe('day-first');
    expect(chooseDateOrder([stamp(1, 2), stamp(1, 13)])).toBe('month-first');
    expect(chooseDateOrder([stamp(1, 2), stamp(3, 4)])).toBe('day-first');
    expect(chooseDateOrder([stamp(1, 2), stamp(3, 4, true)])).toBe('month-first');
    expect(chooseDateOrder([])).toBe('day-first');
  });

  it('reads dates with dots or dashes', () => {
    expect(timesOf('31.12.21, 21:41 - Ana: hi')).toEqual([local(2021, 12, 31, 21, 41)]);
    expect(timesOf('31-12-2021 21:41 - Ana: hi')).toEqual([local(2021, 12, 31, 21, 41)]);
    expect(timesOf('[31.12.21, 21:41:05] Ana: hi')).toEqual([local(2021, 12, 31, 21, 41, 5)]);
  });

  it('gives a date that cannot exist no time, and keeps the message', () => {
    const turns = turnsOf('31/12/2021, 21:41 - Ana: hi\n30/02/2022, 10:00 - Ben: odd');
    expect(turns.map((turn) => [turn.text, turn.at])).toEqual([
      ['hi', local(2021, 12, 31, 21, 41)],
      ['odd', null],
    ]);
  });
});

describe('WhatsApp lines', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('tells messages, media and system lines apart', () => {
    const kindOf = (line: string) => readWhatsAppLine(line)?.kind ?? null;
    expect(kindOf('12/31/21, 9:41 PM - Ana: Note: bring a coat')).toBe('message');
    expect(kindOf('12/31/21, 9:41 PM - +1 (555) 010-0199: hi')).toBe('message');
    expect(kindOf('12/31/21, 9:41 PM - Ana: <Media omitted>')).toBe('media');
    expect(kindOf('12/31/21, 21:41 - 张三: <附件：IMG-20211231-WA0001.jpg>')).toBe('media');
    expect(kindOf(`[31/12/2021, 21:41:05] Ana: ${LRM}image omitted`)).toBe('media');
    expect(kindOf('12/31/21, 9:41 PM - Ana created group "Trip"')).toBe('system');
    expect(kindOf('12/31/21, 9:41 PM - Ana added Ben')).toBe('system');
    expect(kindOf('12/31/21, 9:41 PM - Ana changed the subject to "Trip: day one"')).toBe('system');
    expect(kindOf(`[31/12/2021, 21:41:05] Trip: ${LRM}Ana added Ben`)).toBe('system');
    expect(kindOf('just a line of a longer message')).toBeNull();
  });

  it('refuses stamps that are not WhatsApp shapes', () => {
    expect(readWhatsAppStamp('[31/12/2021, 21:41 - Ana: hi')).toBeNull();
    expect(readWhatsAppStamp('31/12/2021, 21:41] Ana: hi')).toBeNull();
    expect(readWhatsAppStamp('[2024-03-05 14:02] Alice: hi')).toBeNull();
    expect(readWhatsAppStamp('2024-03-05 14:02:11 张三')).toBeNull();
    expect(readWhatsAppStamp('14:02 - Alice: hi')).toBeNull();
  });

  it('keeps a caption below a media line with its sender; lines below a system line are dropped', () => {
    const text = [
      '31/12/2021, 21:40 - Ana: first',
      '31/12/2021, 21:41 - Ben: <Media omitted>',
      'the view from the top',
      '31/12/2021, 21:42 - Ana changed the group description',
      'a description that nobody said',
      '31/12/2021, 21:43 - Ana: last',
    ].join('\n');
    expect(turnsOf(text).map((turn) => [turn.speaker, turn.text])).toEqual([
      ['Ana', 'first'],
      ['Ben', 'the view from the top'],
      ['Ana', 'last'],
    ]);
  });

  it('is picked over a plain transcript when its messages hold "Name: text" lines', () => {
    const text = [
      '31/12/2021, 21:40 - Ana: the plan:',
      'Step one: pack',
      'Step two: leave',
      '31/12/2021, 21:41 - Ben: ok',
    ].join('\n');
    const parsed = parseConversationText(text);
    expect(parsed.format).toBe('whatsapp');
    expect(parsed.conversations[0]?.turns[0]?.text).toBe(
      'the plan:\nStep one: pack\nStep two: leave',
    );
  });

  it('refuses a file of system lines only', () => {
    const text = '12/31/21, 9:41 PM - Messages and calls are end-to-end encrypted.';
    expect(() => parseConversationText(text)).toThrow(/No conversation was found/);
  });

  it('reads the wall clock in the zone of the person importing', () => {
    const text = '31/12/2021, 21:41 - Ana: hi';
    process.env.TZ = 'Asia/Shanghai';
    expect(timesOf(text)).toEqual([Date.UTC(2021, 11, 31, 13, 41)]);
    process.env.TZ = 'America/New_York';
    expect(timesOf(text)).toEqual([Date.UTC(2022, 0, 1, 2, 41)]);
  });
});
