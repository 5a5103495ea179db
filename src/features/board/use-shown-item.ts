import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';

import { getDb } from '../../db/database';
import type { ProspectiveItem } from '../../domain/item';

/**
 * The item the detail panel shows: as stored, or, once its row is gone (deleted forever in
 * another tab or by sync), the last version this panel read, so that a draft typed against
 * it has something to stay beside. `isGone` is true only in that second case.
 */
export function useShownItem(itemId: string): {
  item: ProspectiveItem | undefined;
  isGone: boolean;
} {
  const stored = useLiveQuery(() => getDb().items.get(itemId), [itemId]);
  const [lastSeen, setLastSeen] = useState<ProspectiveItem | null>(null);
  if (stored !== undefined && stored !== lastSeen) setLastSeen(stored);
  // Undefined also means "still loading": only an item this panel has read can have gone.
  if (stored === undefined && lastSeen !== null && lastSeen.id === itemId) {
    return { item: lastSeen, isGone: true };
  }
  return { item: stored, isGone: false };
}
