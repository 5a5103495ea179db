import { OutdatedTabError } from '../domain/outdated-tab-error';

/** The layers an error may be wrapped in: Dexie keeps the original as `inner`. */
function* wrappedErrors(error: unknown): Generator {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current;
    const { inner, cause } = current as { inner?: unknown; cause?: unknown };
    current = inner ?? cause;
  }
}

function nameOf(error: unknown): unknown {
  return (error as { name?: unknown }).name;
}

/**
 * Whether IndexedDB refused a write because the origin's quota is used up. The browser says
 * so with a `QuotaExceededError`; Dexie passes it on as is, or as the `inner` of the
 * `AbortError` of the transaction it aborted.
 */
export function isStorageFull(error: unknown): boolean {
  for (const layer of wrappedErrors(error)) {
    if (nameOf(layer) === 'QuotaExceededError') return true;
  }
  return false;
}

/** Whether a write was refused because another tab upgraded the database since. */
export function isOutdatedTab(error: unknown): boolean {
  for (const layer of wrappedErrors(error)) {
    if (layer instanceof OutdatedTabError || nameOf(layer) === 'OutdatedTabError') return true;
  }
  return false;
}
