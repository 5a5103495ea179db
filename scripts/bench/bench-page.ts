import type { BrowserContext, Page } from '@playwright/test';
import type { BenchName, BenchParams, BenchResult } from '../../bench/bench-api';
import { assertNoPageErrors, collectPageErrors, withTimeout } from './browser';

export type BenchPage = {
  call<N extends BenchName>(
    name: N,
    params: BenchParams<N>,
    timeoutMs: number,
  ): Promise<BenchResult<N>>;
  close(): Promise<void>;
};

/** Opens bench/index.html of the bench build; `call` runs one suite there. */
export async function openBenchPage(context: BrowserContext, baseUrl: string): Promise<BenchPage> {
  const page: Page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${baseUrl}/bench/index.html`);
  await page.waitForFunction(() => window.runBench !== undefined, undefined, { timeout: 30_000 });
  return {
    async call<N extends BenchName>(name: N, params: BenchParams<N>, timeoutMs: number) {
      // The result crosses as serialised data; its shape is the one BenchCalls declares.
      const work = page.evaluate(
        ([suite, args]) => {
          const run = window.runBench;
          if (!run) throw new Error('The bench page did not load.');
          return run(suite, args);
        },
        [name, params] as const,
      ) as Promise<BenchResult<N>>;
      const result = await withTimeout(work, timeoutMs, `bench "${name}"`);
      assertNoPageErrors(errors, `The bench page (during "${name}")`);
      return result;
    },
    close: () => page.close(),
  };
}
