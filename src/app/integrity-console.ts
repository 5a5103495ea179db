import { getDb } from '../db/database';
import { checkIntegrity, type IntegrityReport } from '../db/integrity';

declare global {
  interface Window {
    /** For whoever opens the devtools console: `await forethought.checkIntegrity()`. */
    forethought?: { checkIntegrity: () => Promise<IntegrityReport> };
  }
}

/**
 * Puts the profile checker on the page, so anyone can run it against their own profile
 * from the devtools console (and e2e specs against theirs). It only reads.
 */
export function exposeIntegrityCheck(): void {
  window.forethought = { ...window.forethought, checkIntegrity: () => checkIntegrity(getDb()) };
}
