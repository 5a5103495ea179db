import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';

export type BenchBrowser = {
  context: BrowserContext;
  version: string;
  close: () => Promise<void>;
};

/**
 * Debian's Chromium with exactly the e2e specs' launch flags, viewport and locale;
 * `extraArgs` adds flags (the eval's WebGPU switches) after them. With `onDisk`, the page
 * gets a profile in a fresh folder, as a person's browser has: a plain context is off the
 * record, where IndexedDB and the origin-private file system live in the browser process's
 * memory and every synchronous file read is a round trip to it (0.3 ms here, against a few
 * µs from a profile on disk). The folder is removed on close.
 */
export async function launchBrowser(
  extraArgs: readonly string[] = [],
  { onDisk = false }: { onDisk?: boolean } = {},
): Promise<BenchBrowser> {
  const use = playwrightConfig.use ?? {};
  const base = use.launchOptions ?? {};
  const launch = { ...base, args: [...(base.args ?? []), ...extraArgs] };
  const options = { viewport: use.viewport ?? null, locale: use.locale ?? 'en-US' };
  if (onDisk) {
    const profile = await mkdtemp(join(tmpdir(), 'forethought-bench-'));
    const context = await chromium.launchPersistentContext(profile, { ...launch, ...options });
    return {
      context,
      version: context.browser()?.version() ?? 'unknown',
      close: async () => {
        await context.close();
        await rm(profile, { recursive: true, force: true });
      },
    };
  }
  const browser = await chromium.launch(launch);
  const context = await browser.newContext(options);
  return { context, version: browser.version(), close: () => browser.close() };
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
