// @vitest-environment node
import { readFileSync } from 'node:fs';

import { Tokenizer } from '@huggingface/tokenizers';
import { describe, expect, it } from 'vitest';

import { SEED_EXAMPLES } from '../../../domain/capture/seed-examples';
import { createE5Tokenizer } from './e5-tokenizer';

const modelDir = new URL('../../../../models/multilingual-e5-small-zh-en/', import.meta.url);
const readJson = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(name, modelDir), 'utf8')) as unknown;
const chatterbot = (language: string) =>
  readFileSync(
    new URL(`../../../../scripts/train-head/data/chatterbot-${language}.txt`, import.meta.url),
    'utf8',
  ).split('\n');

/** Text that tests the edges: pieces unknown to the vocabulary, widths, marks, lengths. */
const EDGES = [
  '',
  ' ',
  '   leading and trailing   ',
  'tabs\tand\nnewlines\r\nmixed',
  '😀 ok 👍🏽 🇨🇳',
  'Ｆｕｌｌｗｉｄｔｈ ＡＢＣ １２３',
  'café naïve Æsir façade — “quotes” ‘single’',
  'e\u0301 combining mark',
  '𠀀𠀁 rare ideographs 𪚥',
  'Ελληνικά и кириллица עברית العربية हिन्दी',
  'ＧＲＰＯ训练，看看reward会不会涨！！',
  '下周三下午3点和老王开会，记得带U盘',
  'x'.repeat(600),
  'antidisestablishmentarianism pneumonoultramicroscopicsilicovolcanoconiosis',
  '<s> </s> <mask> <unk> <pad> literal special tokens',
];

describe('the built-in tokenizer built without the character trie', () => {
  it('gives the library’s own ids for every sentence', () => {
    const json = readJson('tokenizer.json');
    const config = readJson('tokenizer_config.json');
    const library = new Tokenizer(json as object, config as object);
    const fast = createE5Tokenizer(json, config);
    const texts = [
      ...EDGES,
      ...SEED_EXAMPLES.map((example) => example.text),
      ...chatterbot('en'),
      ...chatterbot('zh'),
    ];
    expect(texts.length).toBeGreaterThan(3000);
    const differing = texts.filter(
      (text) =>
        fast.encode(`query: ${text}`).ids.join() !== library.encode(`query: ${text}`).ids.join(),
    );
    expect(differing).toEqual([]);
  });

  it('refuses a tokenizer that is not a Unigram one', () => {
    const json = readJson('tokenizer.json') as { model: object };
    expect(() => createE5Tokenizer({ ...json, model: { type: 'BPE' } }, {})).toThrow(
      'Not a Unigram',
    );
  });
});
