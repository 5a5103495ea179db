/**
 * The optional LLM classifiers, as a person sets them up in Settings: an OpenAI-compatible
 * endpoint on their machine (a stand-in server on loopback here), and an instruct model in
 * the browser (the generated fixture LLM, which always answers one "decision" verdict, on a
 * local model host). When either gives an answer that cannot be read, the built-in
 * classifier stands in, and the person is told.
 */
import { expect, test } from '@playwright/test';

import { FIXTURE_REPOS } from '../scripts/make-hub-fixtures';
import { AppPage } from './support/app-page';
import { sentenceCount, startChatEndpoint, type ChatEndpoint } from './support/chat-endpoint';
import { serveHubFixtures } from './support/fixture-host';
import { openModelAdvanced } from './support/hub-settings';
import { goOffline } from './support/offline';

// The real worker loads the built-in model (about 70 MB with its runtime from the app's own origin).
test.describe.configure({ timeout: 120_000 });

const PLAN = "I'm going to call the bank next Friday about the mortgage.";

let endpoint: ChatEndpoint;
/** What the stand-in server answers next; a spec sets it. */
let answer: (count: number) => string;
const fixtures = serveHubFixtures();

test.beforeAll(async () => {
  endpoint = await startChatEndpoint((body) => answer(sentenceCount(body)));
});

test.afterAll(async () => {
  await endpoint.close();
});

async function useEndpoint(app: AppPage) {
  const { page } = app;
  await app.goTo('Settings');
  await page.getByLabel('Endpoint address').fill(endpoint.url);
  await page.getByLabel('Model name').fill('test-model');
  await page.getByRole('button', { name: 'Use it', exact: true }).click();
  await expect(page.getByTestId('classifier-current')).toContainText(
    `The model test-model at ${endpoint.url}`,
  );
}

test('a local endpoint labels what is written; the choice survives a reload', async ({ page }) => {
  // Every sentence is a decision, at 0.93: not what the built-in classifier says of PLAN.
  answer = (count) =>
    JSON.stringify({
      labels: Array.from({ length: count }, () => ({ label: 'decision', confidence: 0.93 })),
    });
  const app = new AppPage(page);
  await app.open('journal');
  await useEndpoint(app);
  await page.reload();
  await app.goTo('Settings');
  await expect(page.getByTestId('classifier-current')).toContainText('test-model');

  await app.goTo('Journal');
  await app.writeEntry(PLAN);
  const candidate = page.getByTestId('inline-candidate').filter({ hasText: 'call the bank' });
  await expect(candidate.locator('[data-type]')).toHaveAttribute('data-type', 'decision', {
    timeout: 60_000,
  });
  await expect(candidate.getByTestId('confidence-word')).toHaveAttribute(
    'data-confidence',
    'likely',
  );
  const asked = endpoint.requests.at(-1);
  expect(asked?.model).toBe('test-model');
  expect(asked?.response_format?.type).toBe('json_schema');
  expect(asked?.messages.at(-1)?.content).toContain(`1. ${PLAN}`);

  await app.goTo('Settings');
  await page.getByRole('button', { name: 'Go back to the built-in classifier' }).click();
  await expect(page.getByTestId('classifier-current')).toContainText('The built-in classifier');
});

test('an answer that cannot be read: the built-in classifier stands in, and says so', async ({
  page,
}) => {
  answer = () => 'Sure! That sounds like a plan to me.';
  const app = new AppPage(page);
  await app.open('journal');
  await useEndpoint(app);
  await app.goTo('Journal');
  await app.writeEntry(PLAN);
  await expect(app.notice(/could not be read, so the built-in classifier labelled/)).toBeVisible({
    timeout: 60_000,
  });
  const candidate = page.getByTestId('inline-candidate').filter({ hasText: 'call the bank' });
  await expect(candidate.locator('[data-type]')).toHaveAttribute('data-type', 'plan');
});

test('an import is classified by the chosen endpoint too', async ({ page }) => {
  // Every sentence is an insight, at 0.77: the built-in classifier says none of these is one.
  answer = (count) =>
    JSON.stringify({
      labels: Array.from({ length: count }, () => ({ label: 'insight', confidence: 0.77 })),
    });
  const app = new AppPage(page);
  await app.open('journal');
  await useEndpoint(app);
  await app.goTo('Import');
  const transcript = [
    "[2026-11-02 19:06] Me: I'm going to call the bank next Friday about the mortgage.",
    '[2026-11-02 19:07] Sam: Good luck with that.',
  ].join('\n');
  const row = await app.findImportItems(transcript, 'Me', 'call the bank');
  await expect(row.getByLabel('Type')).toHaveValue('insight', { timeout: 60_000 });
  // Only the person's turns are sent.
  const sent = endpoint.requests.at(-1)?.messages.at(-1)?.content ?? '';
  expect(sent).toContain('call the bank');
  expect(sent).not.toContain('Good luck');
});

test('an instruct model in the browser, downloaded with consent, labels what is written', async ({
  page,
}) => {
  const outside = await goOffline(page);
  const app = new AppPage(page);
  await app.open('journal');
  await app.goTo('Settings');
  await openModelAdvanced(page);
  await page
    .getByLabel('Model host (the Hub, or a mirror in its URL scheme)')
    .fill(fixtures.host.url);
  await page.getByRole('button', { name: 'Save model source' }).click();
  await page.getByLabel('Run on').selectOption('wasm');
  await page.getByLabel('Instruct model (Hub id)').fill(FIXTURE_REPOS.llm);
  await page.getByRole('button', { name: 'Use it…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the classification model?' });
  await expect(dialog).toContainText(fixtures.host.url);
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByTestId('browser-llm-status')).toContainText('ready, running on WASM', {
    timeout: 60_000,
  });
  const served = fixtures.host.requests.filter((r) => r.status === 200).map((r) => r.path);
  expect(served).toContain(`/${FIXTURE_REPOS.llm}/resolve/main/onnx/model_q4.onnx`);

  // One sentence: the fixture's one verdict, "decision" at 0.9, labels it.
  await app.goTo('Journal');
  await app.writeEntry(PLAN);
  const candidates = page.getByTestId('inline-candidate');
  const bank = candidates.filter({ hasText: 'call the bank' });
  await expect(bank.locator('[data-type]')).toHaveAttribute('data-type', 'decision', {
    timeout: 60_000,
  });
  await expect(bank.getByTestId('confidence-word')).toHaveAttribute('data-confidence', 'likely');

  // Two sentences: one verdict for two cannot be read, so the built-in classifier stands in.
  await app.writeEntry(
    'We had a lovely long walk by the river with the dog after lunch. I will renew my passport in March.',
  );
  await expect(app.notice(/could not be read, so the built-in classifier labelled/)).toBeVisible({
    timeout: 60_000,
  });
  const passport = candidates.filter({ hasText: 'renew my passport' });
  await expect(passport.locator('[data-type]')).toHaveAttribute('data-type', 'plan');
  await expect(candidates.filter({ hasText: 'lovely long walk' })).toHaveCount(0);
  expect(outside).toEqual([]);
});
