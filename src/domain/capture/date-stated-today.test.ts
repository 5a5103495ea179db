// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { dueDateOf } from './due-date';

/*
 * "It's the 11th and I haven't started" tells the day it is, not when something is due: a
 * date stated as today's is no deadline. The same date said of something else still is.
 */
const local = (month: number, day: number) => new Date(2026, month - 1, day).getTime();
const show = (at: number | null) => (at === null ? 'none' : new Date(at).toDateString());

const WEDNESDAY = new Date(2026, 10, 11, 10).getTime(); // Wednesday 11 November 2026

describe('today stated as a date', () => {
  it.each([
    "it's November 11th and I haven't started the essay",
    'Today is the 11th, still no word from the landlord',
    "it's Wednesday and the shed is still a mess",
    '今天是11月11号，论文还一个字没写',
    '今天11号了，房租还没交',
  ])('%s is no deadline', (text) => {
    expect(dueDateOf(text, WEDNESDAY)).toBeNull();
  });

  it.each([
    ['today is the 11th, the report is due Friday', local(11, 13)],
    ["the party? it's the 22nd", local(11, 22)],
    ['call the bank today', local(11, 11)],
    ['今天要交房租', local(11, 11)],
    ['今天是11号，周五前交报告', local(11, 13)],
  ])('%s', (text, expected) => {
    expect(show(dueDateOf(text, WEDNESDAY))).toBe(show(expected));
  });
});
