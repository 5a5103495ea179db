import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

/** Fills a board the way a week of journaling would, and takes the README's screenshot. */
test('README screenshot of a board in use', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('journal');
  const entry =
    'Read the MemoryBank paper today. I want to build a poetry recommender next month. ' +
    'Does the forgetting curve differ between domains? From today on we use PostgreSQL.';
  await app.writeEntry(entry);
  for (const [passage, type] of [
    ['I want to build a poetry recommender next month.', 'plan'],
    ['Does the forgetting curve differ between domains?', 'question'],
    ['From today on we use PostgreSQL.', 'decision'],
  ] as const) {
    await app.selectPassage(entry, passage);
    await app.fileSelectionAs(type);
  }
  await app.goTo('Board');
  await app.addItem('Bandits may beat the heuristic tool picker', 'Idea');
  await app.addItem('Cognitive load, not model size, is the agent bottleneck', 'Insight');
  await app.addItem('下周想试一下 GRPO 训练', 'Plan');
  await app.addItem('Renew the conference visa', 'Plan');
  await app.dragCard('From today on we use PostgreSQL.', 'referenced');
  await app.expectCardIn('referenced', 'From today on we use PostgreSQL.');
  await app.dragCard('Renew the conference visa', 'closed');
  await app.expectCardIn('closed', 'Renew the conference visa');
  await app.card('I want to build a poetry recommender').click();
  await expect(page.getByTestId('detail-panel')).toBeVisible();
  await page.locator('.notices').evaluate((element) => element.remove());
  await page.screenshot({ path: 'docs/screenshot.png' });
});
