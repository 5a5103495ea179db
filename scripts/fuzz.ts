/**
 * `npm run fuzz`: the backup round trip (src/db/backup-roundtrip.test.ts) over many more
 * generated histories than the unit suite runs, each run from a new seed unless one is given.
 * A failure prints the seed and the shrunk history that breaks it, to replay exactly:
 *
 *   npm run fuzz -- --runs 5000            # 5,000 histories from a new seed
 *   npm run fuzz -- --seed 123 --runs 1    # replay one seed
 *
 * Runs in Node with an in-memory IndexedDB (fake-indexeddb), as the unit tests do.
 */
import 'fake-indexeddb/auto';

import { parseArgs } from 'node:util';

import fc from 'fast-check';

import { checkRoundTrip } from '../src/test/backup-roundtrip';
import { personHistory } from '../src/test/person-history';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '2000' }, seed: { type: 'string' } },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);

/** Why a round trip failed, in a sentence; null when it held. */
function failureOf(outcome: Awaited<ReturnType<typeof checkRoundTrip>>): string | null {
  const { orphanTotal, invalidTotal, examples } = outcome.integrity;
  if (orphanTotal + invalidTotal > 0) {
    return `the profile breaks its own rules: ${JSON.stringify(examples)}`;
  }
  if (!outcome.parsed.ok) {
    return `the app refused its own backup: ${JSON.stringify(outcome.parsed.problem)}`;
  }
  const exported = JSON.stringify(outcome.exported);
  if (JSON.stringify(outcome.intoEmpty) !== exported) {
    return 'imported into an empty profile, it exported other data';
  }
  if (JSON.stringify(outcome.intoSelf) !== exported) {
    return 'imported into its own profile, it exported other data';
  }
  return null;
}

console.log(`Backup round trip: ${runs} histories, seed ${seed}`);
const started = performance.now();
const details = await fc.check(
  fc.asyncProperty(personHistory, async (history) => {
    const failure = failureOf(await checkRoundTrip(history));
    if (failure) throw new Error(failure);
  }),
  { seed, numRuns: runs },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (details.failed) {
  console.error(`FAILED after ${details.numRuns} histories (${seconds} s), seed ${seed}`);
  console.error(`  replay: npm run fuzz -- --seed ${seed} --runs ${details.numRuns}`);
  console.error(
    `  why: ${details.errorInstance instanceof Error ? details.errorInstance.message : ''}`,
  );
  console.error(`  shrunk history: ${JSON.stringify(details.counterexample?.[0], null, 1)}`);
  process.exit(1);
}
console.log(`Held for all ${details.numRuns} histories (${seconds} s).`);
