// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isSlightTurn } from './slight-turn';

describe('isSlightTurn', () => {
  it.each([
    'amazing',
    'ok',
    ' OK! ',
    'thanks!!',
    '👍',
    '😂😂😂',
    '...',
    'lol',
    '哈哈',
    '哈哈哈哈',
    '好的',
    '嗯',
    '收到',
    '知道了',
    '好的！👌',
  ])('takes %j for a slight turn', (text) => {
    expect(isSlightTurn(text)).toBe(true);
  });

  it.each([
    'see you at 7',
    'amazing, thanks',
    'dentist Friday',
    '明天见',
    '我去买菜',
    '哈哈 明天见',
    'supercalifragilisticexpialidocious-and-more',
    'I will call the plumber tomorrow morning.',
  ])('keeps %j as a turn to find', (text) => {
    expect(isSlightTurn(text)).toBe(false);
  });
});
