/**
 * The deepest nesting a backup may have. A real one is six levels deep (the file, `data`,
 * a list, a record, its `turns`, a turn); anything far deeper is not a backup, and walking
 * it could exhaust the stack.
 */
export const MAX_BACKUP_DEPTH = 16;

/**
 * Whether the JSON text nests arrays and objects deeper than `limit`, found by one pass over
 * the characters (brackets inside strings do not count), before `JSON.parse` builds it.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) isInString = false;
    } else if (code === 0x22) {
      isInString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Keys that name the prototype chain. `JSON.parse` makes them plain own properties, but code
 * that later copies or merges the object by key could write them onto a prototype; no
 * backup field has such a name, so a file with one is refused rather than trusted.
 */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The path of the first forbidden key in a parsed JSON value, or null. Recursive: call it
 * only on a value whose depth `isNestedDeeperThan` has bounded.
 */
export function findForbiddenKey(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value !== 'object' || value === null) return null;
  for (const key of Object.keys(value)) {
    const keyPath = [...path, key];
    if (FORBIDDEN_KEYS.has(key)) return keyPath.join('.');
    const found = findForbiddenKey((value as Record<string, unknown>)[key], keyPath);
    if (found !== null) return found;
  }
  return null;
}
