import { describe, expect, it } from 'vitest';

import { readTimeRange } from './time-range';

/** Thursday 3 December 2026, 15:00 local time. */
const NOW = new Date(2026, 11, 3, 15, 0).getTime();
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

function rangeOf(query: string) {
  const { range } = readTimeRange(query, NOW);
  if (!range) throw new Error(`no range in "${query}"`);
  return [range.from, range.to];
}

describe('readTimeRange', () => {
  it('reads days, weeks (Monday to Sunday), months and years in English', () => {
    expect(rangeOf('what did I say yesterday')).toEqual([local(2026, 12, 2), local(2026, 12, 3)]);
    expect(rangeOf('the day before yesterday')).toEqual([local(2026, 12, 1), local(2026, 12, 2)]);
    expect(rangeOf('Visa talk last week?')).toEqual([local(2026, 11, 23), local(2026, 11, 30)]);
    expect(rangeOf('this week')).toEqual([local(2026, 11, 30), local(2026, 12, 7)]);
    expect(rangeOf('last month')).toEqual([local(2026, 11, 1), local(2026, 12, 1)]);
    expect(rangeOf('last year')).toEqual([local(2025, 1, 1), local(2026, 1, 1)]);
    expect(rangeOf('three days ago')).toEqual([local(2026, 11, 30), local(2026, 12, 1)]);
    expect(rangeOf('in the last 10 days')).toEqual([local(2026, 11, 24), local(2026, 12, 4)]);
    expect(rangeOf('a couple of weeks ago')).toEqual([local(2026, 11, 16), local(2026, 11, 23)]);
  });

  it('takes a named month as the latest one that has begun', () => {
    expect(rangeOf('what we planned in March')).toEqual([local(2026, 3, 1), local(2026, 4, 1)]);
    expect(rangeOf('back in December')).toEqual([local(2026, 12, 1), local(2027, 1, 1)]);
  });

  it('reads the same spans in Chinese', () => {
    expect(rangeOf('前天说的签证')).toEqual([local(2026, 12, 1), local(2026, 12, 2)]);
    expect(rangeOf('昨天聊了什么')).toEqual([local(2026, 12, 2), local(2026, 12, 3)]);
    expect(rangeOf('上周提到的护照')).toEqual([local(2026, 11, 23), local(2026, 11, 30)]);
    expect(rangeOf('上个星期')).toEqual([local(2026, 11, 23), local(2026, 11, 30)]);
    expect(rangeOf('上个月说过搬家')).toEqual([local(2026, 11, 1), local(2026, 12, 1)]);
    expect(rangeOf('三月份的计划')).toEqual([local(2026, 3, 1), local(2026, 4, 1)]);
    expect(rangeOf('3月聊过')).toEqual([local(2026, 3, 1), local(2026, 4, 1)]);
    expect(rangeOf('五天前')).toEqual([local(2026, 11, 28), local(2026, 11, 29)]);
    expect(rangeOf('最近7天')).toEqual([local(2026, 11, 27), local(2026, 12, 4)]);
  });

  it('hands back the topic without the time words', () => {
    const read = readTimeRange('what did I say about the visa last week', NOW);
    expect(read.topic).toBe('what did I say about the visa');
    expect(read.range?.phrase).toBe('last week');
    expect(readTimeRange('上个月说过搬家', NOW).topic).toBe('说过搬家');
  });

  it('reads nothing where no past span is named, and leaves the query whole', () => {
    for (const query of ['renew the passport', 'a few weeks', '3月5日交报告', 'lasting weekend']) {
      expect(readTimeRange(query, NOW)).toEqual({ range: null, topic: query });
    }
  });

  it('keeps the whole query as the topic when it is only a time phrase', () => {
    expect(readTimeRange('yesterday', NOW).topic).toBe('yesterday');
  });
});
