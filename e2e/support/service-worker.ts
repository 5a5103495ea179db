import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page } from '@playwright/test';

import { BUILD_DIR } from './static-host';

/** How many model files the build's service worker keeps for offline use. */
function offlineModelFileCount(): number {
  const manifest = JSON.parse(
    readFileSync(join(BUILD_DIR, 'models', 'model-files.json'), 'utf8'),
  ) as { offline: string[] };
  return manifest.offline.length;
}

/**
 * Waits until the service worker controls the page and holds everything the next visit
 * needs without a network: the app shell (precache) and the built-in model's files.
 */
export async function waitUntilAvailableOffline(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 60_000,
    })
    .toBe(true);
  const expected = offlineModelFileCount();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const models = names.find((name) => name.startsWith('forethought-models-'));
          if (!models) return 0;
          return (await (await caches.open(models)).keys()).length;
        }),
      { timeout: 90_000 },
    )
    .toBeGreaterThanOrEqual(expected);
}
