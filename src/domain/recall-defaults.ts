import type { ItemStatus } from './item';

/**
 * Show-nothing thresholds per score scale (a cosine of the built-in embedder's centred
 * vectors, a normalised lexical score); below them the panel stays empty, because a false
 * alarm costs the person's attention. Calibrated with `npm run eval -- --tier builtin
 * --max-false-alarm 0.2 ../shared/eval/recall-dev.jsonl`: dense 0.41 keeps false alarms on
 * the English and mixed negatives at 14%; lexical 0.2 raised none on the dev negatives,
 * Chinese ones included (a Chinese draft's list shows a Chinese item only on its lexical
 * score, see rankFused). The cross-encoder's 0.5 (a sigmoid's midpoint) is a starting
 * point only: no real cross-encoder can be downloaded here to calibrate it.
 */
export const RECALL_THRESHOLDS = { dense: 0.41, lexical: 0.2, rerank: 0.5 } as const;

/** A sent message scoring at least this marks the item referenced (a clear mention). */
export const STRONG_MATCH = { dense: 0.6, lexical: 0.5 } as const;

/** How many items the panel shows at most. */
export const RECALL_K = 8;

/** What recall looks at by default; closed and stale only when the person asks. */
export const ACTIVE_STATUSES: ItemStatus[] = ['open', 'referenced'];
export const ALL_STATUSES: ItemStatus[] = ['open', 'referenced', 'closed', 'stale'];
