/**
 * Where this browser keeps its copy of the sync document (y-indexeddb, one IndexedDB
 * database per document): the person's data in the inner document and the room's sealed
 * envelopes in the outer one. They are copies of what the app's database holds, so turning
 * sync off or wiping this device removes them too — nothing of the person's stays behind.
 */
const PREFIX = 'forethought-sync-';

export function syncDocumentNames(room: string): { inner: string; outer: string } {
  return { inner: `${PREFIX}${room}`, outer: `${PREFIX}${room}-room` };
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // While sync is stopping the database is still open: the request waits ('blocked')
    // until it closes, then succeeds.
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`));
  });
}

/** Deletes this browser's copy of one room (a room moved away from), leaving the others. */
export async function deleteRoomDocuments(room: string): Promise<void> {
  const { inner, outer } = syncDocumentNames(room);
  await Promise.all([deleteDatabase(inner), deleteDatabase(outer)]);
}

/**
 * Deletes this browser's sync documents: those of `room`, and every other this browser
 * lists (a room left before), where the browser can list its databases.
 */
export async function deleteSyncDocuments(room: string | null): Promise<void> {
  const names = new Set<string>();
  if (room !== null) {
    const { inner, outer } = syncDocumentNames(room);
    names.add(inner).add(outer);
  }
  const listed = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
  for (const { name } of listed) {
    if (name?.startsWith(PREFIX)) names.add(name);
  }
  await Promise.all([...names].map(deleteDatabase));
}
