import { describe, expect, it } from 'vitest';

import { makeMemory } from '../../test/factories';
import { filterMemories } from './memory-filter';

const memories = [
  makeMemory({ id: 'pg', content: 'We use PostgreSQL', lastUsedAt: 1 }),
  makeMemory({ id: 'xm', content: '我女儿叫小米', lastUsedAt: 3 }),
  makeMemory({ id: 'run', kind: 'habit', content: 'I run at 8pm', lastUsedAt: 2 }),
  makeMemory({ id: 'old', content: 'We use MySQL', status: 'superseded' }),
];
const ids = (filter: Parameters<typeof filterMemories>[1]) =>
  filterMemories(memories, filter).map((memory) => memory.id);

describe('filterMemories', () => {
  it('keeps the status and kind chosen, most recently used first', () => {
    expect(ids({ kind: 'all', status: 'active', words: '' })).toEqual(['xm', 'run', 'pg']);
    expect(ids({ kind: 'habit', status: 'active', words: '' })).toEqual(['run']);
    expect(ids({ kind: 'all', status: 'superseded', words: '' })).toEqual(['old']);
  });

  it('finds words in either language, and a word by its start', () => {
    expect(ids({ kind: 'all', status: 'active', words: 'postgres' })).toEqual(['pg']);
    expect(ids({ kind: 'all', status: 'active', words: '小米' })).toEqual(['xm']);
    expect(ids({ kind: 'all', status: 'active', words: 'we kotlin' })).toEqual([]);
  });
});
