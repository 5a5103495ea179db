/**
 * How facts and habits fade from recall (the design note: "Gaussian on last_used_at and
 * use_count; conservative"). A fact is forgotten slowly — who someone's daughter is does
 * not change in a year — so its width is about five years. A habit gets one year: routines
 * drift ("I run at 8pm" is often untrue a year later), and a habit recall keeps using has
 * its clock reset by each use anyway. Each use also widens the curve, so a memory that
 * keeps proving useful outlasts one recalled once.
 */
import { gaussianDecay } from './episodic-rank';
import type { MemoryKind } from './memory-record';

export const MEMORY_DECAY_DAYS: Record<MemoryKind, number> = { fact: 1825, habit: 365 };

/** Each doubling of the use count widens the curve by this share of its width… */
const WIDENING_PER_DOUBLING = 0.25;
/** …up to this many times the width. */
const MAX_WIDENING = 2;

/** The decay's width for a memory used `useCount` times. */
export function effectiveWidthDays(widthDays: number, useCount: number): number {
  const widening = 1 + WIDENING_PER_DOUBLING * Math.log2(1 + Math.max(0, useCount));
  return widthDays * Math.min(MAX_WIDENING, widening);
}

/** 1 just after a use, lower the longer it has gone unused. */
export function memoryDecay(
  lastUsedAt: number,
  useCount: number,
  now: number,
  widthDays: number,
): number {
  return gaussianDecay(now - lastUsedAt, effectiveWidthDays(widthDays, useCount));
}
