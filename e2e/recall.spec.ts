import { expect, test } from '@playwright/test';

import { launchBrowser } from '../scripts/bench/browser';
import { AppPage } from './support/app-page';
import { goOffline } from './support/offline';
import { waitUntilAvailableOffline } from './support/service-worker';

// The real worker loads the built-in model (about 70 MB with its runtime from the app's own origin).
test.describe.configure({ timeout: 120_000 });

async function seed(app: AppPage) {
  await app.open('board');
  await app.addItem('I want to build a poetry recommender app', 'Plan');
  await app.addItem('Renew my passport before the trip to Japan', 'Plan');
  await app.addItem('Should we switch the database to PostgreSQL?', 'Question');
  await app.addItem('想做一个诗词推荐系统', 'Idea');
  await app.goTo('Chat');
}

test('type → recall → act, with the network off and nothing leaving the machine', async ({
  page,
}) => {
  const outside = await goOffline(page);
  const app = new AppPage(page);
  await seed(app);
  const draft = page.getByLabel('Message draft');
  const hits = page.getByTestId('recall-panel').getByTestId('recall-hit');
  const poetry = hits.filter({ hasText: 'poetry recommender' });

  // Nothing related: the panel shows nothing rather than a false alarm.
  await draft.fill('what should we cook tonight?');
  await expect(
    page.getByText('No plan, idea or question you kept matches this draft.'),
  ).toBeVisible({
    timeout: 60_000,
  });

  // No word shared with the plan: the dense model finds it.
  // (The Chinese idea about poems may come first: it says the same.)
  await draft.fill('suggesting poems to readers, how would that work?');
  await expect(poetry).toHaveCount(1);
  await expect(hits.filter({ hasText: 'passport' })).toHaveCount(0);

  await poetry.getByRole('button', { name: 'Insert' }).click();
  await expect(draft).toHaveValue(
    'suggesting poems to readers, how would that work? I want to build a poetry recommender app',
  );

  // "Not now" hides it, and says so with a way back.
  const panel = page.getByTestId('recall-panel');
  await poetry.getByRole('button', { name: 'Not now' }).click();
  await expect(poetry).toHaveCount(0);
  await panel.getByRole('button', { name: 'Show again' }).click();
  await expect(poetry).toHaveCount(1);
  await poetry.getByRole('button', { name: 'Not now' }).click();
  await expect(poetry).toHaveCount(0);

  // Remembered: a new draft like that one does not bring the item back…
  await draft.fill('');
  await draft.fill('suggesting poems to readers tonight, how would that work?');
  await expect(panel.getByText('Start typing to see related')).toHaveCount(0); // answered
  await expect(poetry).toHaveCount(0);
  // …but a draft about the item itself still does.
  await draft.fill('a poetry recommender app, how do I start building it?');
  await expect(poetry).toHaveCount(1);
  await poetry.getByRole('button', { name: 'Mark referenced' }).click();
  await expect(poetry.getByText('Referenced')).toBeVisible();

  await app.goTo('Board');
  await app.expectCardIn('referenced', 'I want to build a poetry recommender app');
  expect(outside).toEqual([]);
});

test('sending a message logs it, and an item it clearly mentions becomes referenced', async ({
  page,
}) => {
  const app = new AppPage(page);
  await seed(app);
  const draft = page.getByLabel('Message draft');
  await draft.fill('I renewed my passport for the Japan trip');
  await expect(page.getByTestId('recall-hit').first()).toContainText('passport', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(draft).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Sent in this chat' })).toContainText(
    'I renewed my passport for the Japan trip',
  );
  await expect(app.notice(/Marked referenced: Renew my passport/)).toBeVisible();

  await app.goTo('Board');
  await app.card('Renew my passport').click();
  await expect(page.getByTestId('transition-list')).toContainText('by a message');
});

test('with the network off, Chinese and English drafts find memories in both languages', async ({
  page,
}) => {
  const outside = await goOffline(page);
  const app = new AppPage(page);
  await seed(app);
  await app.goTo('Board');
  await app.addItem('护照下个月就过期了，得赶紧去续', 'Plan');
  await app.goTo('Chat');
  const draft = page.getByLabel('Message draft');
  const hits = page.getByTestId('recall-panel').getByTestId('recall-hit');

  // A Chinese draft finds the Chinese idea and the English plan by their meaning.
  await draft.fill('诗词推荐怎么做？');
  await expect(hits.filter({ hasText: '诗词推荐系统' })).toHaveCount(1, { timeout: 60_000 });
  await expect(hits.filter({ hasText: 'poetry recommender' })).toHaveCount(1);
  await expect(hits.filter({ hasText: 'passport' })).toHaveCount(0);

  // An English draft sharing no word with the Chinese memory still brings it up.
  await draft.fill('The passport office said the renewal takes six weeks');
  await expect(hits.filter({ hasText: '护照下个月就过期了' })).toHaveCount(1);
  await expect(hits.filter({ hasText: '诗词' })).toHaveCount(0);
  expect(outside).toEqual([]);
});

test('a short follow-up is read with the messages before it when asked', async ({ page }) => {
  const app = new AppPage(page);
  await seed(app);
  const draft = page.getByLabel('Message draft');
  const hits = page.getByTestId('recall-panel').getByTestId('recall-hit');
  await draft.fill('The passport office said the renewal takes six weeks before Japan');
  await expect(hits.first()).toContainText('passport', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(draft).toHaveValue('');

  // Alone, the follow-up touches nothing.
  await draft.fill('so what do I do now?');
  await expect(
    page.getByText('No plan, idea or question you kept matches this draft.'),
  ).toBeVisible();

  await page.getByLabel('Read the draft with my last two messages').check();
  await expect(hits.first()).toContainText('Renew my passport');
});

test('the built-in tier orders recall with its second view, loaded from the app itself', async ({
  page,
}) => {
  const outside = await goOffline(page);
  const app = new AppPage(page);
  await seed(app);
  await page.getByLabel('Message draft').fill('my travel document runs out before we fly');
  const hits = page.getByTestId('recall-panel').getByTestId('recall-hit');
  await expect(hits.first()).toContainText('passport', { timeout: 60_000 });
  await app.goTo('Settings');
  await expect(page.getByTestId('model-current')).toHaveAttribute(
    'data-second-view',
    'use-m3-zh-en-q4@1',
  );
  await expect(page.getByText('The second built-in model did not load')).toHaveCount(0);
  expect(outside).toEqual([]);
});

test('a fact written in Chinese comes back for an English draft that shares no word with it', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('memory');
  const remember = async (text: string) => {
    await page.getByLabel('What should be remembered').fill(text);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('memory-text').getByText(text)).toBeVisible();
  };
  await remember('我对青霉素过敏');
  await remember('I like jazz on Sunday mornings');
  await app.goTo('Chat');
  // The built-in model scores this pair across languages well under the bar on its own; the
  // panel calibrates pairs across languages (cross-lingual.ts).
  await page.getByLabel('Message draft').fill('the doctor wants to prescribe an antibiotic');
  const facts = page.getByTestId('fact-hits');
  await expect(facts).toContainText('青霉素', { timeout: 60_000 });
  await expect(facts).not.toContainText('jazz');
});

test('reopened warm, the app answers a draft typed before its model is ready', async ({
  baseURL,
}) => {
  // A profile on disk, as a person's browser has (compiled code and caches are kept), and
  // the real clock: the fake one the other specs install delays timers.
  const browser = await launchBrowser([], { onDisk: true });
  try {
    const first = await browser.context.newPage();
    await first.goto(`${baseURL ?? ''}/#/board`);
    const app = new AppPage(first);
    await app.addItem('I want to build a poetry recommender app', 'Plan');
    await app.addItem('Renew my passport before the trip to Japan', 'Plan');
    await waitUntilAvailableOffline(first);
    await first.close();

    const reopen = async (text: string, expected: string) => {
      const page = await browser.context.newPage();
      const started = Date.now();
      await page.goto(`${baseURL ?? ''}/#/chat`);
      // Typed as soon as the box shows, the model still starting: nothing waits for it.
      await page.getByLabel('Message draft').fill(text);
      const hits = page.getByTestId('recall-panel').getByTestId('recall-hit');
      await expect(hits.filter({ hasText: expected })).toHaveCount(1, { timeout: 30_000 });
      const tookMs = Date.now() - started;
      await page.close();
      return tookMs;
    };
    // The first visit from the service worker's cache also compiles the runtime anew.
    await reopen('suggesting poems to readers, how would that work?', 'poetry');
    const tookMs = await reopen('my travel document runs out before we fly', 'passport');
    // The time is the bench's to judge (`npm run bench -- --suite load`, page open → first
    // recall): on a shared two-core machine it varies twofold within an hour.
    test.info().annotations.push({ type: 'open to first recall', description: `${tookMs} ms` });
  } finally {
    await browser.close();
  }
});
