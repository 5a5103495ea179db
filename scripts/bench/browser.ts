import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';

export type BenchBrowser = { browser: Browser; context: BrowserContext };

/**
 * Debian's Chromium with exactly the e2e specs' launch flags, viewport and locale;
 * `extraArgs` adds flags (the eval's WebGPU switches) after them.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<BenchBrowser> {
  const use = playwrightConfig.use ?? {};
  const base = use.launchOptions ?? {};
  const browser = await chromium.launch({ ...base, args: [...(base.args ?? []), ...extraArgs] });
  const context = await browser.newContext({
    viewport: use.viewport ?? null,
    locale: use.locale ?? 'en-US',
  });
  return { browser, context };
}

/** Rejects with a message naming `what` if `work` takes longer than `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Uncaught errors of a page, so that a broken page fails the bench instead of hanging it. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(url ? `${message.text()} (${url})` : message.text());
  });
  return errors;
}

export function assertNoPageErrors(errors: readonly string[], where: string): void {
  if (errors.length > 0) throw new Error(`${where} reported errors:\n  ${errors.join('\n  ')}`);
}
