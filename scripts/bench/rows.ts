import type { Measured, Reps, Unit } from '../../bench/bench-api';

/** A DESIGN.md target: a bound on the p95 (slow tail) of the metric. */
export type Target = { bound: 'max' | 'min'; value: number; text: string };

/** One printed metric: the app's way, the naive way where there is one, and the target. */
export type Row = {
  key: string;
  label: string;
  unit: Unit;
  /** null: not measured, and `notMeasured` says why. */
  real: number[] | null;
  naive: number[] | null;
  /** What the naive way is, in a few words. */
  naiveLabel: string | null;
  target: Target | null;
  notes: string[];
  notMeasured?: string;
};

export const atMost = (value: number, unit: Unit, what = ''): Target => ({
  bound: 'max',
  value,
  text: `≤ ${value} ${unit}${what}`,
});

export const atLeast = (value: number, unit: Unit): Target => ({
  bound: 'min',
  value,
  text: `≥ ${value} ${unit}`,
});

/** Repetitions of a full run; `--quick` keeps a warm-up and about a fifth of the rest. */
export function reps(warmup: number, count: number, isQuick: boolean): Reps {
  return isQuick
    ? { warmup: Math.min(warmup, 1), reps: Math.max(3, Math.ceil(count / 5)) }
    : { warmup, reps: count };
}

export function row(key: string, label: string, measured: Measured, extra: Partial<Row>): Row {
  return {
    key,
    label,
    unit: measured.unit,
    real: measured.real,
    naive: measured.naive,
    naiveLabel: null,
    target: null,
    notes: measured.notes,
    ...extra,
  };
}
