/** Narrowing helpers for untrusted JSON: an export is read field by field, never trusted whole. */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

export function finiteNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Seconds since the epoch, as a number or a numeric string, to epoch ms. */
export function epochSecondsToMs(value: unknown): number | null {
  const seconds =
    typeof value === 'string' && /^\d{1,12}(\.\d+)?$/.test(value) ? Number(value) : value;
  const number = finiteNumber(seconds);
  return number === null ? null : Math.round(number * 1000);
}

/**
 * Ms below this are read as seconds: 1e11 s lies in the year 5138, 1e11 ms in 1973, so a
 * time from a chat saved since then is never misread either way.
 */
const SECONDS_BELOW = 1e11;

/** Epoch seconds or ms, by their size; as a number or a numeric string. */
export function epochToMs(value: unknown): number | null {
  const number =
    typeof value === 'string' && /^\d{1,16}(\.\d+)?$/.test(value) ? Number(value) : value;
  const finite = finiteNumber(number);
  if (finite === null || finite <= 0) return null;
  return Math.round(finite < SECONDS_BELOW ? finite * 1000 : finite);
}
