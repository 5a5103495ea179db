import type { ItemStatus } from './item';

/**
 * Show-nothing thresholds per scorer (their scales differ: a cosine of the English
 * encoder, a normalised lexical score); below them the panel stays empty, because a false
 * alarm costs the person's attention. Calibrated with `npm run eval -- --tier builtin
 * --max-false-alarm 0.2 ../shared/eval/recall-dev.jsonl`: dense 0.45 keeps false alarms on
 * the English negatives at 14% (0.35 showed something for 79% of them); lexical 0.2 raised
 * none on the dev negatives. The cross-encoder's 0.5 (a sigmoid's midpoint) is a starting
 * point only: no real cross-encoder can be downloaded here to calibrate it.
 */
export const RECALL_THRESHOLDS = { dense: 0.45, lexical: 0.2, rerank: 0.5 } as const;

/** A sent message scoring at least this marks the item referenced (a clear mention). */
export const STRONG_MATCH = { dense: 0.6, lexical: 0.5 } as const;

/** How many items the panel shows at most. */
export const RECALL_K = 8;

/** What recall looks at by default; closed and stale only when the person asks. */
export const ACTIVE_STATUSES: ItemStatus[] = ['open', 'referenced'];
export const ALL_STATUSES: ItemStatus[] = ['open', 'referenced', 'closed', 'stale'];
