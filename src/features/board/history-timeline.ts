import type { ItemHistory } from '../../db/items-repo';
import type { ItemType, ItemVersion, ProspectiveItem, Transition } from '../../domain/item';

/** An edit as the history tells it: the text and type before, and what they became. */
export type EditEntry = {
  kind: 'edit';
  id: string;
  at: number;
  version: ItemVersion;
  became: { content: string; type: ItemType };
};

export type TimelineEntry =
  EditEntry | { kind: 'transition'; id: string; at: number; transition: Transition };

/**
 * The item's history in time order: its transitions, and an edit for each earlier version
 * (kept when an edit superseded it). What a version became is the next version kept, or the
 * current text for the latest; versions are numbered in order, with gaps after a merge.
 */
export function historyTimeline(item: ProspectiveItem, history: ItemHistory): TimelineEntry[] {
  const ascending = [...history.versions].sort((a, b) => a.version - b.version);
  const edits: TimelineEntry[] = ascending.flatMap((version, index) => {
    const next = ascending[index + 1] ?? item;
    // A version superseded by a due date alone: the `due` transition tells that change.
    if (next.content === version.content && next.type === version.type) return [];
    const became = { content: next.content, type: next.type };
    return [{ kind: 'edit' as const, id: version.id, at: version.supersededAt, version, became }];
  });
  const transitions: TimelineEntry[] = history.transitions.map((transition) => ({
    kind: 'transition',
    id: transition.id,
    at: transition.at,
    transition,
  }));
  // Stable: at equal times, edits first (an edit and the mention it brings share a time).
  return [...edits, ...transitions].sort((a, b) => a.at - b.at);
}
