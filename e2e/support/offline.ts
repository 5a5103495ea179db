import type { Page } from '@playwright/test';

/**
 * Takes the network away: every request that would leave this machine is refused and
 * recorded, so a spec can assert that none was made. Loopback (the app, a model host) stays.
 */
export async function goOffline(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'blob:' || url.protocol === 'data:') {
      await route.continue();
    } else {
      outside.push(url.href);
      await route.abort('internetdisconnected');
    }
  });
  return outside;
}
