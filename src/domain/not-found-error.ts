/** Thrown when an id names no record (it was deleted forever, or never existed). */
export class NotFoundError extends Error {
  constructor(what: string, id: string) {
    super(`No ${what} with id ${id}.`);
    // Not 'NotFoundError': Dexie rewraps an error thrown in a transaction whose name is an
    // IndexedDB DOMException name into its own DexieError, and `instanceof` would then fail.
    this.name = 'RecordNotFoundError';
  }
}
