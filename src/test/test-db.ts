import { ForethoughtDb } from '../db/database';

/** A database of its own for one test; pass it to `deleteTestDb` afterwards. */
export function openTestDb(): ForethoughtDb {
  return new ForethoughtDb(`test-${crypto.randomUUID()}`);
}

export async function deleteTestDb(db: ForethoughtDb): Promise<void> {
  await db.delete();
}
