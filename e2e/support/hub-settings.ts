import type { Page } from '@playwright/test';

import type { AppPage } from './app-page';

export type HubChoice = { host: string; embedder: string; reranker: string | null };

/** Unfolds Settings → Models → Advanced (model source, processor, thresholds) when folded. */
export async function openModelAdvanced(page: Page) {
  const advanced = page.getByTestId('models-advanced');
  if ((await advanced.getAttribute('open')) === null) await advanced.locator('summary').click();
}

/**
 * Chooses the multilingual models in Settings, as a person would, on WASM, and agrees to the
 * download. The fixtures' similarity scale is their own, so the dense threshold is lowered:
 * thresholds are settings for exactly that reason.
 */
export async function chooseHubModels(page: Page, app: AppPage, choice: HubChoice) {
  await app.goTo('Settings');
  await openModelAdvanced(page);
  await page.getByLabel('Model host (the Hub, or a mirror in its URL scheme)').fill(choice.host);
  await page.getByLabel('Embedding model (Hub id)').fill(choice.embedder);
  await page.getByLabel('Cross-encoder (Hub id; empty for none)').fill(choice.reranker ?? '');
  await page.getByRole('button', { name: 'Save model source' }).click();
  await page.getByLabel('Run on').selectOption('wasm');
  await page.getByLabel('Embedding', { exact: true }).fill('0.2');
  await page.getByRole('button', { name: 'Save thresholds' }).click();
  await page.getByRole('button', { name: 'Use the multilingual models…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Download' }).click();
}
