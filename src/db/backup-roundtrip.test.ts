import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseBackup } from '../domain/backup-parse';
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

  it('is checked by the same parser the app uses', () => {
    expect(parseBackup(new Uint8Array())).toMatchObject({ ok: false });
  });
});
