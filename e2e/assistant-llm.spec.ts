/**
 * The Chat's assistant as the in-browser instruct model: chosen in Settings with consent, the
 * generated fixture LLM (which always writes FIXTURE_LLM_ANSWER, piece by piece) downloaded
 * from a local model host and run on WASM in the LLM worker, its reply streamed into the chat
 * and kept with the memories it was given. Nothing leaves for any other address.
 */
import { expect, test } from '@playwright/test';

import { FIXTURE_LLM_ANSWER } from '../scripts/fixtures/llm-fixture';
import { FIXTURE_REPOS } from '../scripts/make-hub-fixtures';
import { AppPage } from './support/app-page';
import { serveHubFixtures } from './support/fixture-host';
import { openModelAdvanced } from './support/hub-settings';
import { goOffline } from './support/offline';

// The built-in model and the fixture LLM both load.
test.describe.configure({ timeout: 180_000 });

const fixtures = serveHubFixtures();

test('the in-browser model answers in the Chat, given the recalled memories', async ({ page }) => {
  const outside = await goOffline(page);
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Renew the passport before the Lisbon trip', 'Plan');

  // The model and where it comes from are the instruct model's settings (shared with capture).
  await app.goTo('Settings');
  await openModelAdvanced(page);
  await page
    .getByLabel('Model host (the Hub, or a mirror in its URL scheme)')
    .fill(fixtures.host.url);
  await page.getByRole('button', { name: 'Save model source' }).click();
  await page.getByLabel('Run on').selectOption('wasm');
  await page.getByLabel('Instruct model (Hub id)').fill(FIXTURE_REPOS.llm);
  await page.getByRole('button', { name: 'Use it…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Download' }).click();

  const section = page.getByRole('region', { name: 'Chat assistant' });
  await section.getByRole('button', { name: 'Answer with the in-browser model' }).click();
  const consent = page.getByRole('dialog', { name: 'Download the in-browser model?' });
  await expect(consent).toContainText(fixtures.host.url);
  await consent.getByRole('button', { name: 'Download and use' }).click();
  await expect(section.getByTestId('chat-assistant-current')).toContainText(FIXTURE_REPOS.llm);

  await app.goTo('Chat');
  await page.getByLabel('Message draft').fill('What do I need for the Lisbon trip?');
  const given = page.getByTestId('given-before-send').getByTestId('given-memory');
  await expect(given.filter({ hasText: 'Renew the passport' })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Send' }).click();

  const reply = page.getByTestId('assistant-turn');
  await expect(reply).toContainText(FIXTURE_LLM_ANSWER, { timeout: 90_000 });
  await reply.getByText(/^It was given \d+ memor/).click();
  await expect(
    reply.getByTestId('given-memory').filter({ hasText: 'Renew the passport' }),
  ).toBeVisible();
  expect(outside).toEqual([]);
});
