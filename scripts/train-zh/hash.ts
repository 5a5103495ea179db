/**
 * 32-bit FNV-1a of a string's UTF-16 code units: a fixed, seedable hash, so that the split
 * and the cache key are the same on every run (no Math.random anywhere in training).
 */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
