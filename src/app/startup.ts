import i18next from 'i18next';

import { getDb } from '../db/database';
import { sweepStaleItems } from '../db/items-repo';
import { readSettings } from '../db/settings-repo';
import { DAY_MS } from '../domain/lifecycle';
import { pushNotice } from '../stores/notice-store';

const SWEEP_INTERVAL_MS = DAY_MS;

/**
 * One item going stale shows on the board like any other move; several at once is a change
 * the person did not make and may not notice, so it is said, once per sweep.
 */
const STALE_NOTICE_MIN = 2;

/** Runs the stale rule at `now` and says so when it moved several items; returns how many. */
export async function sweepStaleAndTell(now: number): Promise<number> {
  const { staleDaysByType } = await readSettings(getDb());
  const count = await sweepStaleItems(getDb(), now, staleDaysByType);
  // Revive is one click in the Review view, which is how this automatic change is undone.
  if (count >= STALE_NOTICE_MIN)
    pushNotice('info', i18next.t('shell:staleSwept', { count }), { action: 'open-review' });
  return count;
}

/** The stale rule runs when the app starts, and once a day while it stays open. */
export function startStaleSweeps(): () => void {
  const sweep = () => void sweepStaleAndTell(Date.now());
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  return () => clearInterval(timer);
}
