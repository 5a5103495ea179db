// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { parseConversationText } from './parse-conversation-text';
import { localEpoch, readIsoTime, toClock } from './timestamps';

describe('timestamps', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('reads ISO times with a zone exactly, and without one as local time', () => {
    expect(readIsoTime('2024-03-05T14:02:11.123456Z')).toBe(Date.UTC(2024, 2, 5, 14, 2, 11, 123));
    expect(readIsoTime('2024-03-05T22:02:11+08:00')).toBe(Date.UTC(2024, 2, 5, 14, 2, 11));
    expect(readIsoTime('2024-03-05T09:02:11-0500')).toBe(Date.UTC(2024, 2, 5, 14, 2, 11));
    expect(readIsoTime('2024-03-05T14:02:11')).toBe(new Date(2024, 2, 5, 14, 2, 11).getTime());
    expect(readIsoTime('yesterday')).toBeNull();
    expect(readIsoTime(1709647331)).toBeNull();
  });

  it('refuses impossible dates and clocks', () => {
    const noon = { hour: 12, minute: 0, second: 0 };
    expect(localEpoch({ year: 2024, month: 2, day: 30 }, noon)).toBeNull();
    expect(localEpoch({ year: 2024, month: 13, day: 1 }, noon)).toBeNull();
    expect(localEpoch({ year: 2024, month: 2, day: 29 }, noon)).toBe(
      new Date(2024, 1, 29, 12).getTime(),
    );
    expect(toClock('25', '00', undefined, undefined)).toBeNull();
    expect(toClock('13', '00', undefined, 'p')).toBeNull();
    expect(toClock('12', '05', undefined, 'a')).toEqual({ hour: 0, minute: 5, second: 0 });
    expect(toClock('2', '05', '09', 'P')).toEqual({ hour: 14, minute: 5, second: 9 });
  });

  it('reads a transcript time in the zone of the person importing', () => {
    const text = '2024-03-05 14:02:11 张三\n你好';
    process.env.TZ = 'Asia/Shanghai';
    expect(parseConversationText(text).conversations[0]?.turns[0]?.at).toBe(
      Date.UTC(2024, 2, 5, 6, 2, 11),
    );
    process.env.TZ = 'America/New_York';
    expect(parseConversationText(text).conversations[0]?.turns[0]?.at).toBe(
      Date.UTC(2024, 2, 5, 19, 2, 11),
    );
  });

  it('gives a time of day without any date no time at all', () => {
    const turns = parseConversationText('14:02 Alice: hi\n14:03 Bob: yo').conversations[0]?.turns;
    expect(turns?.map((turn) => turn.at)).toEqual([null, null]);
  });

  it('reads 12-hour clocks in a transcript', () => {
    const turns = parseConversationText('2024/3/5 2:02 PM Alice: hi\n2024/3/5 2:03 PM Bob: yo')
      .conversations[0]?.turns;
    expect(turns?.[1]?.at).toBe(new Date(2024, 2, 5, 14, 3).getTime());
  });
});
