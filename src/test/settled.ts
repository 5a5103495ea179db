/**
 * Whether `promise` has settled once a few macrotasks have run: Dexie reports a write only
 * after its transaction commits, so a check for "no write" gives that a few turns.
 */
export async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}
