import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { personHistory } from '../test/person-history';
import { checkRoundTrip } from '../test/backup-roundtrip';

/**
 * Whatever a person did, the backup the app writes is accepted by its own importer, into an
 * empty profile and merged into the same one, and exporting again gives the same data.
 * Seeded: a failure prints its seed and the shrunk history; `npm run fuzz` runs many more.
 */
const SEED = 20261205;

describe('the backup of any history', () => {
  it('imports into an empty profile and into itself, and exports the same data again', async () => {
    await fc.assert(
      fc.asyncProperty(personHistory, async (history) => {
        const outcome = await checkRoundTrip(history);
        const { orphanTotal, invalidTotal, examples } = outcome.integrity;
        expect({ orphanTotal, invalidTotal, examples }).toEqual({
          orphanTotal: 0,
          invalidTotal: 0,
          examples: {},
        });
        expect(outcome.parsed).toMatchObject({ ok: true });
        expect(outcome.intoEmpty).toEqual(outcome.exported);
        expect(outcome.intoSelf).toEqual(outcome.exported);
      }),
      { seed: SEED, numRuns: 300 },
    );
  }, 120_000);

  it('has a second device whose rows reach this one when they sync', async () => {
    const outcome = await checkRoundTrip([
      { kind: 'quick-add', text: 'Book the ferry to Naxos', type: 0, due: null },
      {
        kind: 'sync-with-device',
        history: [{ kind: 'write-entry', text: '我们决定周六去爬山' }],
      },
    ]);
    expect(outcome.exported?.items.map((item) => item.content)).toEqual([
      'Book the ferry to Naxos',
    ]);
    expect(outcome.exported?.sources.map((source) => source.kind)).toEqual(['journal']);
    expect(outcome.intoEmpty).toEqual(outcome.exported);
  });
});
