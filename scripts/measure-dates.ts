/**
 * `npm run measure:dates`: how often capture reads the due day (and the clock time) a reader
 * means, on date cases written for the project (`eval/date-cases-own.jsonl`, never an
 * evaluation file). The cases are split in two by id (scripts/replay/split.ts): rules are
 * written against the design part's misses, and the check part's are printed only with
 * `--check`, to check them.
 *
 *   npx tsx scripts/measure-dates.ts [--check] [FILE]
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { dueDateOf } from '../src/domain/capture/due-date';
import { fromLocalInputValue, toLocalInputValue } from '../src/domain/capture/local-calendar';
import { splitPartOf, type SplitPart } from './replay/split';

type DateCase = {
  id: string;
  lang: string;
  said_at: string;
  text: string;
  due: string | null;
  time: string | null;
};

const DEFAULT_FILE = 'eval/date-cases-own.jsonl';

/** What the code read, in the case's own terms: the day, and the time when it is not midnight. */
function readAs(at: number | null): { due: string | null; time: string | null } {
  if (at === null) return { due: null, time: null };
  const [due = '', clock = ''] = toLocalInputValue(at).split('T');
  return { due, time: clock === '00:00' ? null : clock };
}

type Tally = { cases: number; dayRight: number; bothRight: number };

function percent(part: number, whole: number): string {
  return whole === 0 ? '   –' : `${((100 * part) / whole).toFixed(1)}%`;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { check: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const file = positionals[0] ?? DEFAULT_FILE;
  const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => line.trim() !== '');
  const cases = lines.map((line) => JSON.parse(line) as DateCase);
  const tallies = new Map<string, Tally>();
  const misses: string[] = [];
  for (const c of cases) {
    const part: SplitPart = splitPartOf(c.id);
    const saidAt = fromLocalInputValue(c.said_at);
    if (saidAt === null) throw new Error(`${c.id}: said_at ${c.said_at} is no local time`);
    const read = readAs(dueDateOf(c.text, saidAt));
    const dayRight = read.due === c.due;
    const bothRight = dayRight && read.time === c.time;
    for (const key of [`${part} ${c.lang}`, `${part} all`, `all ${c.lang}`, 'all all']) {
      const tally = tallies.get(key) ?? { cases: 0, dayRight: 0, bothRight: 0 };
      tally.cases += 1;
      tally.dayRight += dayRight ? 1 : 0;
      tally.bothRight += bothRight ? 1 : 0;
      tallies.set(key, tally);
    }
    if (!bothRight && (part === 'design' || values.check)) {
      const wanted = `${c.due ?? 'none'}${c.time ? ` ${c.time}` : ''}`;
      const got = `${read.due ?? 'none'}${read.time ? ` ${read.time}` : ''}`;
      misses.push(`${c.id} [${part}] said ${c.said_at}: "${c.text}" → ${got}, not ${wanted}`);
    }
  }
  console.log(`${file}: ${cases.length} cases\n`);
  console.log('part     lang     cases  day right  day and time right');
  for (const [key, tally] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    const [part = '', lang = ''] = key.split(' ');
    console.log(
      `${part.padEnd(8)} ${lang.padEnd(8)} ${String(tally.cases).padStart(5)}  ` +
        `${percent(tally.dayRight, tally.cases).padStart(9)}  ${percent(tally.bothRight, tally.cases).padStart(9)}`,
    );
  }
  if (misses.length > 0) console.log(`\nMisses${values.check ? '' : ' (design part)'}:`);
  for (const miss of misses) console.log(`  ${miss}`);
}

main().catch((error: unknown) => {
  console.error(`measure-dates failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
