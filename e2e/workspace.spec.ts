/**
 * The workspace as a new person meets it: the first-run cards, a sample journal, a draft
 * whose recalled items light up on the board, an assistant (a stand-in OpenAI-compatible
 * server on loopback, streaming) answering with the memories it was given — one left out —
 * the agenda's overdue plan, and the sample removed in one click; then the same on a phone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';
import { startChatEndpoint, type ChatEndpoint } from './support/chat-endpoint';
import { expectNoOverflow } from './support/overflow';

// The real worker loads the built-in model.
test.describe.configure({ timeout: 180_000 });

const REPLY =
  'Book the Lisbon flights this week, before the prices go up, and ask Ana about the cat.';
const FLIGHTS = 'book the flights before the prices go up';

let endpoint: ChatEndpoint;

test.beforeAll(async () => {
  // A word every 120 ms: slow enough to see the reply come in.
  endpoint = await startChatEndpoint(() => REPLY, { pauseMs: 120 });
});

test.afterAll(async () => {
  await endpoint.close();
});

/** A first visit, straight to the app's address: the workspace with the first-run cards. */
async function firstRunWithSample(page: Page) {
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto('/');
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Workspace' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('intro-cards')).toBeVisible();
  await page.getByRole('button', { name: 'Try a sample journal' }).click();
  await expect(page.getByTestId('sample-banner')).toContainText('6 entries, 7 items');
  await expect(page.getByTestId('intro-cards')).toBeHidden();
}

async function connectAssistant(app: AppPage) {
  const { page } = app;
  await app.goTo('Settings');
  const section = page.getByRole('region', { name: 'Chat assistant' });
  await expect(section.getByTestId('chat-assistant-current')).toContainText('Nobody answers');
  await section.getByLabel('Server for the Chat').fill(endpoint.url);
  await section.getByLabel('Model the Chat uses').fill('stand-in');
  await section.getByRole('button', { name: 'Answer with this server' }).click();
  await expect(section.getByTestId('chat-assistant-current')).toContainText(endpoint.url);
}

/** The item `text` among the memories listed as given (its entry may be listed too). */
function itemGiven(list: Locator, text: string): Locator {
  return list
    .getByTestId('given-memory')
    .filter({ has: list.page().locator('.given-kind', { hasText: /^Item$/ }) })
    .filter({ hasText: text });
}

/** Every card the board highlights is a hit of the recall panel, and the reverse. */
async function expectHighlightsMatchPanel(page: Page) {
  const panelHits = await page
    .getByTestId('recall-panel')
    .getByTestId('recall-hit')
    .locator('.card-text')
    .allTextContents();
  const highlighted = await page
    .locator('[data-testid="board-card"][data-recalled="true"] [data-testid="card-text"]')
    .allTextContents();
  expect(highlighted.sort()).toEqual(panelHits.sort());
}

/** Search (the header's button) finds the sample's 葱油饼 plan from the English "pancake". */
async function searchPancake(page: Page) {
  await page.getByRole('button', { name: /^Search\b/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Search everything' });
  await dialog.getByLabel('Search items, facts, habits, entries and messages').fill('pancake');
  await expect(dialog.getByTestId('search-items')).toContainText('葱油饼', { timeout: 60_000 });
  await expectNoOverflow(page, 'search');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('first run → sample journal → a draft lights up the board → the assistant answers with what it was given → search finds 葱油饼 from “pancake” → the agenda → the sample removed', async ({
  page,
}) => {
  const app = new AppPage(page);
  await firstRunWithSample(page);
  await expect(app.card(FLIGHTS)).toBeVisible();

  // Live recall while writing a journal entry: the plan shows in the panel and on the board.
  await page.getByLabel('New entry').fill('When should I book the flights for Lisbon?');
  const panel = page.getByTestId('recall-panel');
  await expect(panel.getByTestId('recall-hit').filter({ hasText: FLIGHTS })).toBeVisible({
    timeout: 90_000,
  });
  await expect(app.card(FLIGHTS)).toHaveAttribute('data-recalled', 'true');
  await expectHighlightsMatchPanel(page);
  await expect(app.card('Should the running club move to mornings?')).not.toHaveAttribute(
    'data-recalled',
    'true',
  );
  await expectNoOverflow(page, 'the workspace at 1400 px');

  // Nobody answers yet: the Chat says it is a drafting pad, and how to change that.
  await page.getByRole('button', { name: 'Chat message' }).click();
  await expect(page.getByTestId('drafting-pad-note')).toContainText('Nobody answers here yet');
  await connectAssistant(app);
  await app.goTo('Workspace');
  await page.getByRole('button', { name: 'Chat message' }).click();
  await expect(page.getByTestId('drafting-pad-note')).toBeHidden();

  await page.getByLabel('Message draft').fill('Help me plan the Lisbon flights');
  const given = page.getByTestId('given-before-send');
  await expect(itemGiven(given, FLIGHTS)).toBeVisible({
    timeout: 60_000,
  });
  // The entry the plan came from is recalled too (a past conversation): leave it out.
  const entry = given.getByTestId('given-memory').filter({ hasText: 'Planning the Lisbon trip' });
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: /^Leave out/ }).click();
  await expect(
    given.getByTestId('given-memory').filter({ hasText: 'Planning the Lisbon trip' }),
  ).toHaveCount(0);
  const givenCount = await given.getByTestId('given-memory').count();
  await page.getByRole('button', { name: 'Send' }).click();

  // The reply streams in, then stays as the assistant's turn with what it was given.
  const pending = page.getByTestId('assistant-pending');
  await expect(pending).toContainText('Book the Lisbon');
  await expect(pending).not.toContainText('about the cat.');
  const reply = page.getByTestId('assistant-turn');
  await expect(reply).toContainText(REPLY, { timeout: 30_000 });
  await expect(pending).toBeHidden();
  await reply.getByText(`It was given ${givenCount} memor`).click();
  await expect(itemGiven(reply, FLIGHTS)).toBeVisible();
  await expect(
    reply.getByTestId('given-memory').filter({ hasText: 'Planning the Lisbon' }),
  ).toHaveCount(0);

  const request = endpoint.requests.at(-1);
  expect(request?.stream).toBe(true);
  expect(request?.model).toBe('stand-in');
  expect(request?.messages[0]?.role).toBe('system');
  expect(request?.messages[0]?.content).toContain(FLIGHTS);
  expect(request?.messages[0]?.content).not.toContain('Planning the Lisbon trip');
  expect(request?.messages.at(-1)).toEqual({
    role: 'user',
    content: 'Help me plan the Lisbon flights',
  });

  // A reload keeps the conversation, the reply and what it was given.
  await page.reload();
  await app.goTo('Chat');
  await expect(page.getByTestId('assistant-turn')).toContainText(REPLY);

  await searchPancake(page);

  // The agenda lists the sample's overdue plan.
  await app.goTo('Board');
  await page.getByRole('button', { name: 'Agenda' }).click();
  await expect(page.getByTestId('agenda-overdue')).toContainText(FLIGHTS);

  // Memory has the sample's fact and habit to review, read from its entries.
  await app.goTo('Memory');
  const proposals = page.getByTestId('proposal');
  await expect(proposals.filter({ hasText: 'My sister Ana lives round the corner.' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    proposals.filter({ hasText: 'I read for half an hour in bed every night.' }),
  ).toBeVisible();

  // One click removes the sample (its proposals too); the conversation stays.
  await app.goTo('Workspace');
  await page
    .getByTestId('sample-banner')
    .getByRole('button', { name: 'Remove the sample' })
    .click();
  await expect(page.getByTestId('sample-banner')).toBeHidden();
  await expect(page.getByTestId('board-card')).toHaveCount(0);
  await app.goTo('Memory');
  await expect(page.getByTestId('proposal')).toHaveCount(0);
  await app.goTo('Chat');
  await expect(page.getByTestId('assistant-turn')).toContainText(REPLY);
});

test('on a phone (390 × 844) the workspace sits behind tabs, and the same walk works', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new AppPage(page);
  await firstRunWithSample(page);
  await expectNoOverflow(page, 'the workspace at 390 px');

  await page.getByLabel('New entry').fill('When should I book the flights for Lisbon?');
  const recalledTab = page.getByRole('button', { name: /^Recalled \([1-9]\d*\)$/ });
  await expect(recalledTab).toBeVisible({ timeout: 90_000 });
  await recalledTab.click();
  await expect(
    page.getByTestId('recall-panel').getByTestId('recall-hit').filter({ hasText: FLIGHTS }),
  ).toBeVisible();
  await expect(page.getByLabel('New entry')).toBeHidden();
  await expectNoOverflow(page, 'the recall tab at 390 px');
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(app.card(FLIGHTS)).toHaveAttribute('data-recalled', 'true');
  await expectNoOverflow(page, 'the board tab at 390 px');

  await connectAssistant(app);
  await expectNoOverflow(page, 'Settings at 390 px');
  await app.goTo('Workspace');
  await page.getByRole('button', { name: 'Write' }).click();
  await page.getByRole('button', { name: 'Chat message' }).click();
  await page.getByLabel('Message draft').fill('Help me plan the Lisbon flights');
  await expect(
    page.getByTestId('given-before-send').getByTestId('given-memory').first(),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expectNoOverflow(page, 'the chat composer at 390 px');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('assistant-turn')).toContainText(REPLY, { timeout: 30_000 });
  await expectNoOverflow(page, 'the chat with a reply at 390 px');
  await searchPancake(page);
});
