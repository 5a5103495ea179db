import { getDb } from '../db/database';
import { sweepStaleItems } from '../db/items-repo';
import { readSettings } from '../db/settings-repo';
import { DAY_MS } from '../domain/lifecycle';

const SWEEP_INTERVAL_MS = DAY_MS;

/** The stale rule runs when the app starts, and once a day while it stays open. */
export function startStaleSweeps(): () => void {
  const sweep = async () => {
    const { staleDaysByType } = await readSettings(getDb());
    await sweepStaleItems(getDb(), Date.now(), staleDaysByType);
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  return () => clearInterval(timer);
}
