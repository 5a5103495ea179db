import {
  parseSettings,
  settingsPatchSchema,
  storedSettingsOf,
  type Settings,
} from '../domain/settings';
import type { ForethoughtDb } from './database';
import { SETTINGS_KEY } from './schema';

export async function readSettings(db: ForethoughtDb): Promise<Settings> {
  const row = await db.settings.get(SETTINGS_KEY);
  return parseSettings(row?.value);
}

/**
 * Merges a patch into the stored settings (read and write in one transaction). A patch
 * with a bad value throws a `ZodError` and changes nothing.
 */
export async function updateSettings(
  db: ForethoughtDb,
  patch: Partial<Settings>,
): Promise<Settings> {
  const checked = settingsPatchSchema.parse(patch);
  return db.transaction('rw', db.settings, async () => {
    const next = parseSettings({ ...(await readSettings(db)), ...checked });
    await db.settings.put({ key: SETTINGS_KEY, value: storedSettingsOf(next) });
    return next;
  });
}
