/**
 * Thrown for a write from a tab whose code is older than the database: another tab opened a
 * newer version of Forethought and upgraded the schema, so this tab must reload before saving.
 */
export class OutdatedTabError extends Error {
  constructor() {
    super('Forethought was updated in another tab; reload this tab to save again.');
    this.name = 'OutdatedTabError';
  }
}
