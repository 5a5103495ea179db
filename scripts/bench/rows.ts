import type { Unit } from '../../bench/bench-api';

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
