import { createItem } from '../src/domain/item-edit';
import { ITEM_TYPES, type ItemStatus, type ProspectiveItem } from '../src/domain/item';
import type { IndexEntry } from '../src/ml/protocol';
import { TOPICS } from './corpus';
import { vectorsNear } from './random-vectors';

/** Six in ten open, two referenced, one closed, one stale: every board column has cards. */
const STATUS_CYCLE: readonly ItemStatus[] = [
  ...Array<ItemStatus>(6).fill('open'),
  'referenced',
  'referenced',
  'closed',
  'stale',
];

const MINUTE_MS = 60_000;

export function topicOf(row: number): number {
  return row % TOPICS.length;
}

/**
 * `count` items, item i about topic `topicOf(i)` ("<topic> (note i)"), said a minute apart
 * back from `now`, so that 10k items span a week and none goes stale at start-up.
 */
export function seedItems(count: number, now: number): ProspectiveItem[] {
  return Array.from({ length: count }, (_, row) => {
    const saidAt = now - row * MINUTE_MS;
    const item = createItem(
      {
        content: `${TOPICS[topicOf(row)] ?? ''} (note ${row})`,
        type: ITEM_TYPES[row % ITEM_TYPES.length] ?? 'plan',
        saidAt,
      },
      now,
    );
    const status = STATUS_CYCLE[Math.floor(row / TOPICS.length) % STATUS_CYCLE.length] ?? 'open';
    return { ...item, status };
  });
}

/** One vector per item, near its topic's real embedding (cosine about 0.9). */
export function seedVectors(items: readonly ProspectiveItem[], topics: Float32Array, dims: number) {
  return vectorsNear(topics, dims, items.length, topicOf, 0.5, 3);
}

export function toEntry(item: ProspectiveItem): IndexEntry {
  return { id: item.id, text: item.content, status: item.status, saidAt: item.saidAt };
}
