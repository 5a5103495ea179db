import { describe, expect, it } from 'vitest';

import { GIVEN_LIMITS, memoriesToGive, type GivenMemory } from './given-memory';

function fact(id: string): GivenMemory {
  return { kind: 'fact', id, text: `fact ${id}` };
}

describe('memoriesToGive', () => {
  it('lists items, facts, habits then past conversations, whatever order they came in', () => {
    const given = memoriesToGive(
      [
        { kind: 'episode', id: 'e', text: 'e', at: 0 },
        { kind: 'habit', id: 'h', text: 'h' },
        fact('f'),
        { kind: 'item', id: 'i', text: 'i', itemType: 'idea', status: 'open', saidAt: 0 },
      ],
      [],
    );
    expect(given.map((memory) => memory.id)).toEqual(['i', 'f', 'h', 'e']);
  });

  it('leaves out what the person dropped, and cuts each kind to its limit', () => {
    const facts = Array.from({ length: GIVEN_LIMITS.fact + 2 }, (_, index) => fact(`f${index}`));
    const given = memoriesToGive(facts, ['f0']);
    expect(given).toHaveLength(GIVEN_LIMITS.fact);
    expect(given.map((memory) => memory.id)).not.toContain('f0');
  });
});
