/**
 * "Not now" on a recalled item, remembered: the draft it was said for. The panel then lowers
 * that item for drafts like that one (the person's own false-alarm feedback), in later
 * sessions too; Undo forgets it. Capture's reading of which item a sentence names is not
 * affected: "Not now" is about showing, not about what the item is.
 */
export type Dismissal = { id: string; itemId: string; draft: string; at: number };

/** How alike a draft must be to a dismissed one (cosine) for the dismissal to apply. */
export const DISMISSAL_SIMILARITY = 0.7;

/**
 * What a dismissal takes off the item's score for such drafts: at the default threshold
 * (0.35) the item then shows only for a close match (≥ 0.5 with the shared words a Chinese
 * draft adds, shared-words.ts), as it would for a new topic.
 */
export const DISMISSAL_PENALTY = 0.15;

type Scored = { id: string; score: number };

/**
 * Lowers the hits whose item was dismissed for a draft like this one (`similarity(itemId)`:
 * the best cosine between this draft and that item's dismissed drafts, or null), drops those
 * that no longer clear `threshold`, and orders the rest by their new order: `orderOf` (the
 * panel's fused order, second-view.ts; by default the score) less the same penalty.
 */
export function applyDismissals<Hit extends Scored>(
  hits: readonly Hit[],
  similarity: (itemId: string) => number | null,
  threshold: number,
  orderOf: (hit: Hit) => number = (hit) => hit.score,
): Hit[] {
  return hits
    .map((hit) => {
      const alike = similarity(hit.id);
      const isDismissed = alike !== null && alike >= DISMISSAL_SIMILARITY;
      const penalty = isDismissed ? DISMISSAL_PENALTY : 0;
      return { hit: { ...hit, score: hit.score - penalty }, order: orderOf(hit) - penalty };
    })
    .filter(({ hit }) => hit.score >= threshold)
    .sort((a, b) => b.order - a.order)
    .map(({ hit }) => hit);
}
