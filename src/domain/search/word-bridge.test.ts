import { describe, expect, it } from 'vitest';

import { bridgeQuery, buildWordBridge, type DictionaryEntry } from './word-bridge';

const entries: DictionaryEntry[] = [
  { simplified: '煎饼', pinyin: 'jian1 bing3', english: ['pancake', 'CL:张[zhang1]'] },
  { simplified: '葱油饼', pinyin: 'cong1 you2 bing3', english: ['scallion pancake'] },
  {
    simplified: '手抓饼',
    pinyin: 'shou3 zhua1 bing3',
    english: ['fluffy, flaky pancake (made with dough, not batter)'],
  },
  { simplified: '饼', pinyin: 'bing3', english: ['round flat cake'] },
  { simplified: '上海', pinyin: 'Shang4 hai3', english: ['Shanghai municipality'] },
  { simplified: '护照', pinyin: 'hu4 zhao4', english: ['passport'] },
  { simplified: '签证', pinyin: 'qian1 zheng4', english: ['visa'] },
  {
    simplified: '说明',
    pinyin: 'shuo1 ming2',
    english: ['to explain at great length what something happens to be about in detail'],
  },
];
const bridge = buildWordBridge(entries);

describe('the word bridge', () => {
  it('renders an English word as the Chinese words it translates, the closest first', () => {
    expect(bridge.enZh.pancake).toEqual(['煎饼', '葱油饼', '手抓饼']);
    expect(bridgeQuery(bridge, 'Pancakes')).toEqual(['煎饼', '葱油饼', '手抓饼']);
  });

  it('renders the Chinese words of a query as English glosses, longest word first', () => {
    expect(bridgeQuery(bridge, '周末学做葱油饼')).toEqual(['scallion pancake']);
    expect(bridgeQuery(bridge, '护照和签证')).toEqual(['passport', 'visa']);
  });

  it('takes each word of the query in turn, so the first few cover every word', () => {
    expect(bridgeQuery(bridge, 'passport and pancake').slice(0, 2)).toEqual(['护照', '煎饼']);
  });

  it('leaves out names, single characters, explanations and unknown words', () => {
    expect(bridge.zhEn['上海']).toBeUndefined();
    expect(bridge.zhEn['饼']).toBeUndefined();
    expect(bridge.zhEn['说明']).toBeUndefined();
    expect(bridgeQuery(bridge, 'the quantum of solace')).toEqual([]);
  });
});
