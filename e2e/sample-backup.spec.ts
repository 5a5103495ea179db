/**
 * The sample journal tried, a fact accepted from it, the sample removed: the backup written
 * then imports into a fresh profile (it once pointed at the removed entry and was refused),
 * and a fact put into the person's own words stays with the entry it was read from.
 */
import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';
import { checkProfile } from './support/integrity-check';

const ANA = 'My sister Ana lives round the corner.';
const READING = 'I read for half an hour in bed every night.';

const proposal = (page: Page, text: string) =>
  page.getByTestId('proposal').filter({ has: page.getByTestId('memory-text').getByText(text) });

async function exportBackupText(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export backup (JSON)' }).click();
  return readFile(await (await download).path(), 'utf8');
}

test('sample → accept its facts → remove the sample → export → import into a fresh profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const app = new AppPage(page);
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto('/');
  await page.getByRole('button', { name: 'Try a sample journal' }).click();
  await expect(page.getByTestId('sample-banner')).toContainText('6 entries, 7 items');

  await app.goTo('Memory');
  await expect(proposal(page, ANA)).toBeVisible({ timeout: 90_000 });
  await proposal(page, ANA).getByRole('button', { name: 'Accept', exact: true }).click();
  // The habit is accepted in the person's own words: it is theirs now.
  await proposal(page, READING).getByRole('button', { name: 'Edit, then accept' }).click();
  await proposal(page, READING).getByLabel('Your words for it').fill('I read in bed every night.');
  await proposal(page, READING).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByTestId('proposal')).toHaveCount(0);

  await app.goTo('Workspace');
  await page
    .getByTestId('sample-banner')
    .getByRole('button', { name: 'Remove the sample' })
    .click();
  await expect(page.getByTestId('sample-banner')).toBeHidden();
  const report = await checkProfile(page);
  expect({ orphans: report.orphanTotal, invalid: report.invalidTotal }).toEqual({
    orphans: 0,
    invalid: 0,
  });

  await app.goTo('Settings');
  const exported = await exportBackupText(page);
  const memories = (JSON.parse(exported) as { data: { memories: { content: string }[] } }).data
    .memories;
  // The fact read only from the sample went with it; the one in the person's words stayed.
  expect(memories.map((memory) => memory.content)).toEqual(['I read in bed every night.']);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const otherApp = new AppPage(other);
  await otherApp.open('settings');
  await other.getByLabel('Import a backup file').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  });
  await expect(otherApp.notice(/^Imported: /)).toBeVisible();
  await expect(other.getByTestId('import-problem')).toHaveCount(0);
  await otherApp.goTo('Memory');
  await expect(other.getByText('I read in bed every night.')).toBeVisible();

  // And into the profile it came from: nothing changes, nothing is refused.
  await page.getByLabel('Import a backup file').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  });
  await expect(app.notice(/^Imported: 0 new items/)).toBeVisible();
  await fresh.close();
});
