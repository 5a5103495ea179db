import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';

async function exportBackupText(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export backup (JSON)' }).click();
  return readFile(await (await download).path(), 'utf8');
}

type ExportFile = { data: { settings: Record<string, unknown> } };

function withoutPersistenceFlag(text: string): ExportFile['data'] {
  const { data } = JSON.parse(text) as ExportFile;
  delete data.settings.hasAskedPersistence;
  return data;
}

async function fillBoard(app: AppPage) {
  await app.open('journal');
  const entry = 'Next week I try GRPO. Cognitive load is the real bottleneck.';
  await app.writeEntry(entry);
  await app.selectPassage(entry, 'Next week I try GRPO.');
  await app.fileSelectionAs('plan');
  await app.selectPassage(entry, 'Cognitive load is the real bottleneck.');
  await app.fileSelectionAs('insight');
  await app.goTo('Board');
  await app.addItem('Which reranker for Chinese?', 'Question');
  await app.card('Which reranker for Chinese?').click();
  await app.page.getByTestId('detail-panel').getByLabel('Text').fill('Which reranker for zh?');
  await app.page.getByRole('button', { name: 'Save changes' }).click();
  await app.dragCard('Next week I try GRPO.', 'closed');
  await app.expectCardIn('closed', 'Next week I try GRPO.');
}

test('export, wipe, import: the identical board, history included', async ({ page }) => {
  const app = new AppPage(page);
  await fillBoard(app);
  const before = await app.boardSnapshot();

  await app.goTo('Settings');
  const exported = await exportBackupText(page);
  await page.getByRole('button', { name: 'Wipe all data…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Wipe everything' }).click();
  await expect(app.notice('All data was removed.')).toBeVisible();
  await app.goTo('Board');
  await expect(page.getByTestId('board-card')).toHaveCount(0);

  await app.goTo('Settings');
  await page.getByLabel('Import a backup file').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  });
  await expect(app.notice('Imported: 3 new items, 0 updated, 0 already here.')).toBeVisible();
  await app.goTo('Board');
  // The columns are virtualised and fill in over a few frames after the board mounts: poll.
  await expect.poll(() => app.boardSnapshot()).toEqual(before);

  // Lossless: a second export holds exactly the same records. Only whether this browser
  // was asked to persist storage differs: that is a fact of the browser, not of the file.
  await app.goTo('Settings');
  const again = withoutPersistenceFlag(await exportBackupText(page));
  expect(again).toEqual(withoutPersistenceFlag(exported));
});

test('a malformed, truncated or binary file is refused and changes nothing', async ({ page }) => {
  const app = new AppPage(page);
  await fillBoard(app);
  const before = await app.boardSnapshot();
  await app.goTo('Settings');
  const exported = await exportBackupText(page);
  const input = page.getByLabel('Import a backup file');
  const problem = page.getByTestId('import-problem');

  const cases: [string, Buffer, RegExp][] = [
    ['truncated.json', Buffer.from(exported.slice(0, exported.length / 2)), /not valid JSON/],
    ['binary.json', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0xff]), /not a text file/],
    ['other.json', Buffer.from('{"hello": "world"}'), /not a Forethought backup/],
    [
      'future.json',
      Buffer.from(exported.replace('"version":1', '"version":99')),
      /format version 99/,
    ],
    [
      'bad-field.json',
      Buffer.from(exported.replace('"status":"open"', '"status":"done"')),
      /damaged at/,
    ],
  ];
  for (const [name, buffer, message] of cases) {
    await input.setInputFiles({ name, mimeType: 'application/json', buffer });
    await expect(problem).toHaveText(message);
    await expect(problem).toContainText('Nothing was changed.');
  }

  await app.goTo('Board');
  // The columns are virtualised and fill in over a few frames after the board mounts: poll.
  await expect.poll(() => app.boardSnapshot()).toEqual(before);
});
