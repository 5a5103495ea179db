/**
 * Runs the app's profile checker (src/db/integrity.ts) in a page against that browser's
 * profile and returns its report: rows per table and orphans per kind. The page must show
 * the app (any view). Outside tests, the same check runs from the devtools console of the
 * app: `await forethought.checkIntegrity()`.
 */
import type { Page } from '@playwright/test';

import type { IntegrityReport } from '../../src/db/integrity';

type CheckerWindow = { forethought?: { checkIntegrity?: () => Promise<IntegrityReport> } };

export async function checkProfile(page: Page): Promise<IntegrityReport> {
  await page.waitForFunction(
    () => (window as CheckerWindow).forethought?.checkIntegrity !== undefined,
  );
  return page.evaluate(() => {
    const check = (window as CheckerWindow).forethought?.checkIntegrity;
    if (!check) throw new Error('The app has not put its checker on the page.');
    return check();
  });
}
