import type { ItemStatus } from './item';

/**
 * Show-nothing thresholds per score scale (a cosine of the built-in model's vectors, their
 * language means removed; a normalised lexical score); below them the panel stays empty,
 * because a false alarm costs the person's attention. No single cosine separates related
 * from unrelated drafts well on the dev sets (`npm run eval -- --threshold X`): on
 * recall-dev, 0.41 shows the right memory for 17% of true cases and something for 30% of
 * unrelated drafts, 0.28 for 73% and 97%. Dense 0.35 is the middle of that range: 42% of
 * true cases shown there (about half on MADial), 63% of the hard negatives (the same
 * person's small talk) show something. Lexical 0.2 (capture's fused lists) raised no false
 * alarm on the dev negatives. The cross-encoder's 0.5 (a sigmoid's midpoint) is a starting
 * point only: no real cross-encoder can be downloaded here to calibrate it.
 */
export const RECALL_THRESHOLDS = { dense: 0.35, lexical: 0.2, rerank: 0.5 } as const;

/** A sent message scoring at least this marks the item referenced (a clear mention). */
export const STRONG_MATCH = { dense: 0.6, lexical: 0.5 } as const;

/** How many items the panel shows at most. */
export const RECALL_K = 8;

/** What recall looks at by default; closed and stale only when the person asks. */
export const ACTIVE_STATUSES: ItemStatus[] = ['open', 'referenced'];
export const ALL_STATUSES: ItemStatus[] = ['open', 'referenced', 'closed', 'stale'];

/**
 * Facts' and habits' show-nothing thresholds: the items' calibrated ones, for no dev set of
 * facts against drafts exists yet to calibrate them apart. Measured by hand on the built-in
 * model, a fact close in meaning to a draft scores 0.35–0.7 ("周末不看工作消息" for
 * "周末要不要回老板的消息": 0.69), but one a person would connect by inference ("I'm
 * vegetarian" for "what should I cook for the team dinner") scores 0.14–0.21, no higher
 * than unrelated pairs: those are found only when a word is shared.
 */
export const MEMORY_THRESHOLDS = { dense: 0.35, lexical: 0.2 } as const;

/** recall_memory's per-index weights: every index counts the same until the person says. */
export const MEMORY_WEIGHTS = { prospective: 1, fact: 1, habit: 1, episodic: 1 } as const;

/** How many facts, and how many habits, the panel shows at most. */
export const MEMORY_K = 3;
