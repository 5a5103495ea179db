import { useEffect, useState } from 'react';

import { snoozedUntilOf, type ProspectiveItem } from '../../domain/item';

/**
 * The time to read a card or the agenda at: now, read again when `changeAt` comes (a snooze
 * ends), so the item reappears then and its card stops saying it is snoozed. Nothing else on
 * them changes with the clock alone often enough to need a timer.
 */
export function useNowUntil(changeAt: number | null): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (changeAt === null) return;
    // Timers fire late but never early; a day's cap keeps the delay within what they take.
    const delay = Math.min(Math.max(changeAt - Date.now(), 0), 24 * 60 * 60 * 1000);
    const timer = setTimeout(() => setTick((value) => value + 1), delay);
    return () => clearTimeout(timer);
  }, [changeAt, tick]);
  return Date.now();
}

/** When the item's snooze ends, while it is still ahead (the card changes then). */
export function snoozeEndAhead(item: ProspectiveItem): number | null {
  const until = snoozedUntilOf(item);
  return until !== null && until > Date.now() ? until : null;
}
