import { describe, expect, it } from 'vitest';

import type { ItemVersion } from '../item';
import { listedVersions } from './version-listing';

const version = (id: string, number: number, content: string, at: number): ItemVersion => ({
  id,
  itemId: 'i1',
  version: number,
  content,
  type: 'plan',
  supersededAt: at,
  cause: { kind: 'user' },
});

const shown = (versions: ItemVersion[]) =>
  listedVersions(versions).map(({ version: v, number }) => `v${number} ${v.content}`);

describe('an item’s versions as listed', () => {
  it('lists a history kept on one device under its own numbers, gaps included', () => {
    const history = [version('a', 1, 'One', 1), version('b', 3, 'Three', 3)];
    expect(shown(history)).toEqual(['v3 Three', 'v1 One']);
  });

  it('lists a text both devices kept as the same version once', () => {
    const history = [
      version('b', 1, 'Call the bank', 5),
      version('a', 1, 'Call the bank', 4),
      version('c', 2, 'Call the bank on Monday', 6),
    ];
    expect(shown(history)).toEqual(['v2 Call the bank on Monday', 'v1 Call the bank']);
    expect(listedVersions(history).at(-1)?.version.id).toBe('a');
  });

  it('numbers each device’s own version 2 apart, and what follows after them', () => {
    const history = [
      version('a', 1, 'Start', 1),
      version('l', 2, 'Laptop 1', 3),
      version('p', 2, 'Phone 1', 2),
      version('s', 3, 'Laptop 2', 9),
    ];
    expect(shown(history)).toEqual(['v4 Laptop 2', 'v3 Laptop 1', 'v2 Phone 1', 'v1 Start']);
  });
});
