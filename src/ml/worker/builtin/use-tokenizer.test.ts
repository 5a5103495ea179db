// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { createUseTokenizer, type UseTokenizer, type UseVocabulary } from './use-tokenizer';
import { createNodeUseSource } from './use-source-node';

const reserved: UseVocabulary = [
  ['\uFFFD', 0],
  ['<s>', 0],
  ['</s>', 0],
  ['extra_token_id_1', 0],
  ['extra_token_id_2', 0],
  ['extra_token_id_3', 0],
];

describe('createUseTokenizer on a toy vocabulary', () => {
  const tokenizer = createUseTokenizer([
    ...reserved,
    ['\u2581a', -1], // 6
    ['\u2581ab', -1.5], // 7
    ['b', -1], // 8
    ['\u2581', -2], // 9
    ['c', -3], // 10
  ]);

  it('takes the most probable split', () => {
    // '▁ab' (-1.5) beats '▁a' + 'b' (-2).
    expect(tokenizer.encode('ab')).toEqual([7]);
    expect(tokenizer.encode('ab c')).toEqual([7, 9, 10]);
  });

  it('gives an unknown character id 0 and merges a run of them into one', () => {
    expect(tokenizer.encode('a?')).toEqual([6, 0]);
    expect(tokenizer.encode('a?!?b')).toEqual([6, 0, 8]);
  });

  it('never emits reserved ids for their literal text', () => {
    expect(tokenizer.encode('<s>')).toEqual([9, 0]);
  });

  it('returns no ids for an empty text', () => {
    expect(tokenizer.encode('')).toEqual([]);
  });
});

describe('createUseTokenizer on the USE-lite vocabulary', () => {
  let tokenizer: UseTokenizer;
  beforeAll(async () => {
    const vocabulary = (await createNodeUseSource().readVocabulary()) as UseVocabulary;
    tokenizer = createUseTokenizer(vocabulary);
  });

  // Expected ids come from the original JavaScript tokenizer on the same vocabulary.
  it.each([
    ['Hello world.', [341, 4125, 311, 6]],
    ['I want to build a poetry recommender', [16, 142, 10, 1278, 11, 610, 445, 408, 1441, 46]],
    ['12:00 meeting at 3:00pm!!!', [575, 5920, 1566, 38, 216, 5920, 3912, 1300]],
    ['naïve café — 東京 😀😀 ok', [1216, 0, 105, 976, 209, 1133, 405, 30, 0, 30, 0, 2303]],
    ['x\u0000y', [649, 0, 48]],
    ['ﬁ ligature ①', [1480, 30, 3994, 4129, 207]],
    ['  double  spaces ', [30, 30, 1991, 30, 1016, 7, 30]],
  ])('encodes %j as the original does', (text, ids) => {
    expect(tokenizer.encode(text)).toEqual(ids);
  });
});
