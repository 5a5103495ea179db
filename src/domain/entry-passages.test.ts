import { describe, expect, it } from 'vitest';

import { filedPassages, passageAt, type FiledItem } from './entry-passages';

const entry =
  'Planning the Lisbon trip in May. I need to book the flights before the prices go up. ' +
  'Can Ana look after the cat while I am away?';

function item(id: string, content: string, context: string, type: FiledItem['type'] = 'plan') {
  return { id, type, content, context };
}

const slices = (text: string, items: FiledItem[]) =>
  filedPassages(text, items).map(({ itemId, start, end }) => [itemId, text.slice(start, end)]);

describe('filedPassages', () => {
  it('finds a passage filed word for word, in the order of the entry', () => {
    const items = [
      item('cat', 'Can Ana look after the cat while I am away?', entry, 'question'),
      item('flights', 'book the flights before the prices go up', entry),
    ];
    expect(slices(entry, items)).toEqual([
      ['flights', 'book the flights before the prices go up'],
      ['cat', 'Can Ana look after the cat while I am away?'],
    ]);
  });

  it('finds an edited item by the sentence its context quotes', () => {
    const edited = item(
      'flights',
      'Book flights to Lisbon by Friday',
      'I need to book the flights before the prices go up.',
    );
    expect(slices(entry, [edited])).toEqual([
      ['flights', 'I need to book the flights before the prices go up.'],
    ]);
  });

  it('picks, of a context with its neighbour, the sentence that shares the words', () => {
    const edited = item(
      'cat',
      'Ask whether Ana can mind the cat',
      'I need to book the flights before the prices go up. Can Ana look after the cat while I am away?',
      'question',
    );
    expect(slices(entry, [edited])).toEqual([
      ['cat', 'Can Ana look after the cat while I am away?'],
    ]);
  });

  it('finds an older item, whose context is the whole entry, by most words in common', () => {
    const edited = item('trip', 'Plan the Lisbon trip for May', entry);
    expect(slices(entry, [edited])).toEqual([['trip', 'Planning the Lisbon trip in May.']]);
  });

  it('finds nothing for an item whose words the entry no longer has', () => {
    const gone = item('gone', 'Renew the passport', entry);
    expect(filedPassages(entry, [gone])).toEqual([]);
  });

  it('works on Chinese by character', () => {
    const text = '在计划五月去里斯本。要在涨价之前订好机票。';
    const edited = item('flights', '五一前订机票', text);
    expect(slices(text, [edited])).toEqual([['flights', '要在涨价之前订好机票。']]);
  });
});

describe('passageAt', () => {
  it('gives the narrowest passage under a character', () => {
    const passages = [
      { itemId: 'sentence', type: 'plan' as const, start: 0, end: 20 },
      { itemId: 'words', type: 'idea' as const, start: 5, end: 10 },
    ];
    expect(passageAt(passages, 6)?.itemId).toBe('words');
    expect(passageAt(passages, 12)?.itemId).toBe('sentence');
    expect(passageAt(passages, 20)).toBeUndefined();
  });
});
