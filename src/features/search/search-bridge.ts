import type { CallResult } from '../../ml/protocol';
import { bridgeQuery, type WordBridge } from '../../domain/search/word-bridge';

type Found = CallResult<'recall-memory'>;

/** At most this many words make the query's rendering (taken in turn from each word's list). */
export const MAX_BRIDGED_WORDS = 12;

let loading: Promise<WordBridge | null> | null = null;

/**
 * The word bridge, fetched on the first search. Null when it cannot load (offline before
 * it was ever fetched): Search then looks for the query as typed only.
 */
export function loadWordBridge(): Promise<WordBridge | null> {
  loading ??= import('virtual:word-bridge')
    .then((module) => module.default)
    .catch((error: unknown) => {
      console.error('word bridge', error);
      loading = null;
      return null;
    });
  return loading;
}

/**
 * The query rendered word by word in the other language (its words' translations, side
 * by side), searched beside the query itself; null when the bridge knows none of its words.
 */
export function bridgedQuery(bridge: WordBridge | null, query: string): string | null {
  const words = bridge === null ? [] : bridgeQuery(bridge, query).slice(0, MAX_BRIDGED_WORDS);
  return words.length === 0 ? null : words.join(' ');
}

function mergeById<T extends { id: string; score: number }>(lists: readonly T[][]): T[] {
  const best = new Map<string, T>();
  for (const hit of lists.flat()) {
    const seen = best.get(hit.id);
    if (!seen || seen.score < hit.score) best.set(hit.id, hit);
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/**
 * One answer from the query's and its renderings' answers: each hit once, at its best
 * score, best first. The query's own answer gives the rest (time range, scorer).
 */
export function mergeFound(own: Found, bridged: readonly Found[]): Found {
  const all = [own, ...bridged];
  return {
    ...own,
    hits: mergeById(all.map((found) => found.hits)),
    memories: mergeById(all.map((found) => found.memories)),
    episodes: mergeById(all.map((found) => found.episodes)),
  };
}
