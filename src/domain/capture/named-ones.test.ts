import { describe, expect, it } from 'vitest';

import { namedOnes, namesAnotherOne } from './named-ones';

describe('namedOnes', () => {
  it('reads relatives in both languages as one id, and capitalised names after the first word', () => {
    expect([...namedOnes('Call mum on Sunday')]).toEqual(['mother']);
    expect([...namedOnes('周日给妈妈打电话')]).toEqual(['mother']);
    expect([...namedOnes('Buy a present for Ana in Lisbon')]).toEqual(['ana', 'lisbon']);
    // Days, months and "I" name nobody; a sentence's first word may be capitalised for any reason.
    expect([...namedOnes('Maybe I see Dana in June. Tomorrow is Monday')]).toEqual(['dana']);
    expect([...namedOnes("Buy Ana's present before Mum's visit")]).toEqual(['ana', 'mother']);
  });
});

describe('namesAnotherOne', () => {
  it.each([
    ['Call dad on Sunday', 'Call mum on Sunday', true],
    ['周日给爸爸打电话', '周日给妈妈打电话', true],
    ['Buy a birthday present for Leo', 'Buy a birthday present for Ana', true],
    ['My son is called Xiaomi', 'My daughter is called Xiaomi', true],
    // The same one, in the other language or other words: not another.
    ['周日给妈妈打电话', 'Call mum on Sunday', false],
    ['Must call Mum this weekend', 'Call mum on Sunday', false],
    // Naming more than the item, or less, is not naming another in its place.
    ['Call mum and dad on Sunday', 'Call mum on Sunday', false],
    ['Call on Sunday', 'Call mum on Sunday', false],
    // Children told apart by their order; the plain word names either.
    ['二儿子也要剪头发', '周六带大儿子去剪头发', true],
    ['老二的体检约好了', '老大的体检要约', true],
    ['儿子的头发剪好了', '周六带大儿子去剪头发', false],
  ])('%s / %s → %s', (sentence, item, expected) => {
    expect(namesAnotherOne(namedOnes(sentence), item)).toBe(expected);
  });
});
