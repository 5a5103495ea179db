import type { Row, Target } from './rows';
import { formatNumber, summarise, type Summary } from './stats';

type Scored = {
  row: Row;
  real: Summary | null;
  naive: Summary | null;
  isMet: boolean | null;
  verdict: string;
  /** How many times better the app's way is than the naive way (by medians). */
  ratio: number | null;
};

function verdictOf(target: Target | null, p95: number, unit: string): [boolean | null, string] {
  if (target === null) return [null, '—'];
  const isMet = target.bound === 'max' ? p95 <= target.value : p95 >= target.value;
  if (isMet) return [true, 'meets'];
  const gap = Math.abs(p95 - target.value);
  const percent = Math.round((gap / target.value) * 100);
  return [false, `misses by ${formatNumber(gap)} ${unit} (${percent}%)`];
}

function score(row: Row): Scored {
  if (row.real === null) {
    return { row, real: null, naive: null, isMet: null, verdict: '—', ratio: null };
  }
  const isHigherBetter = row.unit === 'texts/s';
  const real = summarise(row.real, isHigherBetter);
  const naive = row.naive === null ? null : summarise(row.naive, isHigherBetter);
  const [isMet, verdict] = verdictOf(row.target, real.p95, row.unit);
  const ratio =
    naive === null
      ? null
      : isHigherBetter
        ? real.median / naive.median
        : naive.median / real.median;
  return { row, real, naive, isMet, verdict, ratio };
}

const HEADINGS = [
  'metric',
  'median',
  'p95',
  'unit',
  'target (p95)',
  'verdict',
  'naive median',
  'naive p95',
  'app vs naive',
];

function cells(scored: Scored): string[] {
  const { row, real, naive, ratio } = scored;
  if (real === null) {
    return [
      row.label,
      '—',
      '—',
      row.unit,
      row.target?.text ?? '—',
      row.notMeasured ?? '—',
      '',
      '',
      '',
    ];
  }
  return [
    row.label,
    formatNumber(real.median),
    formatNumber(real.p95),
    row.unit,
    row.target?.text ?? '— (none of its own)',
    scored.verdict,
    naive ? formatNumber(naive.median) : '—',
    naive ? formatNumber(naive.p95) : '—',
    ratio === null ? '—' : `×${formatNumber(ratio)} ${ratio >= 1 ? 'better' : 'worse'}`,
  ];
}

const NUMERIC = new Set([1, 2, 6, 7]);
/** Where a not-measured row's reason starts; it runs on unpadded, past the columns. */
const REASON_COLUMN = 5;

function table(lines: string[][], spanning: ReadonlySet<number>): string {
  const widths = HEADINGS.map((_, column) =>
    Math.max(
      ...lines.map((line, index) =>
        spanning.has(index) && column >= REASON_COLUMN ? 0 : (line[column] ?? '').length,
      ),
    ),
  );
  return lines
    .map((line) =>
      line
        .map((cell, column) => {
          const width = widths[column] ?? 0;
          return NUMERIC.has(column) ? cell.padStart(width) : cell.padEnd(width);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The human report: the table, then what each naive way is and the notes per metric. */
export function formatReport(rows: readonly Row[]): string {
  const scored = rows.map(score);
  const notes = scored.flatMap(({ row }) => {
    const lines = [...(row.naiveLabel ? [`naive: ${row.naiveLabel}`] : []), ...row.notes];
    return lines.length === 0 ? [] : [`  ${row.label}:`, ...lines.map((line) => `    - ${line}`)];
  });
  const spanning = new Set(scored.flatMap(({ real }, index) => (real === null ? [index + 1] : [])));
  return [
    table([HEADINGS, ...scored.map(cells)], spanning),
    '',
    'p95 is the slow tail: for ms, 95% of runs took at most this; for texts/s, 95% of runs reached',
    'at least this. A target is met when the p95 is within it.',
    '',
    'Notes:',
    ...notes,
  ].join('\n');
}

/** Enough digits for any of these metrics, without float noise in the JSON. */
const round = (value: number) => Math.round(value * 1000) / 1000;
const roundSummary = ({ median, p95 }: Summary) => ({ median: round(median), p95: round(p95) });

/** metric key → {median, p95, unit, target, meets, naive, ratio}: one JSON line. */
export function formatJson(rows: readonly Row[]): string {
  const entries = rows.map(score).map(({ row, real, naive, isMet, ratio }) => [
    row.key,
    {
      median: real ? round(real.median) : null,
      p95: real ? round(real.p95) : null,
      unit: row.unit,
      target: row.target?.text ?? null,
      meets: isMet,
      ...(naive && {
        naive: { ...roundSummary(naive), way: row.naiveLabel },
        ratio: ratio === null ? null : round(ratio),
      }),
      ...(row.notMeasured !== undefined && { notMeasured: row.notMeasured }),
      samples: row.real?.length ?? 0,
    },
  ]);
  return JSON.stringify(Object.fromEntries(entries));
}
