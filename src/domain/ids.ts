/** Random, collision-free ids; records cross devices through export/import, so no counters. */
export function newId(): string {
  return crypto.randomUUID();
}
