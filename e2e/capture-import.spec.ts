import { expect, test } from '@playwright/test';

import { AppPage } from './support/app-page';

// The real worker loads the built-in model (about 70 MB with its runtime from the app's own origin).
test.describe.configure({ timeout: 120_000 });

const TRANSCRIPT = [
  '[2026-11-02 19:05] Me: Hi! Lovely weather today.',
  '[2026-11-02 19:05] Sam: Hey, how was the weekend?',
  "[2026-11-02 19:06] Me: I'm going to call the bank next Friday about the mortgage.",
  '[2026-11-02 19:07] Sam: Good luck with that.',
  "[2026-11-02 19:08] Me: I've decided to stop working on Saturdays from now on.",
  '[2026-11-02 19:09] Sam: Makes sense.',
].join('\n');

test('paste a conversation → review → commit: the board shows the items with their context', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.goTo('Import');
  await page.getByLabel('Paste a conversation').fill(TRANSCRIPT);
  await page.getByRole('button', { name: 'Read it' }).click();
  await expect(page.getByTestId('import-detected')).toContainText(
    'plain transcript — 1 conversation(s), 6 turns',
  );
  await page.getByLabel('Which speaker is you?').selectOption('Me');
  await page.getByRole('button', { name: 'Find items' }).click();

  const rows = page.getByTestId('review-row');
  const plan = rows.filter({ has: page.locator('textarea', { hasText: 'call the bank' }) });
  await expect(plan).toHaveCount(1, { timeout: 60_000 });
  await expect(
    rows.filter({ has: page.locator('textarea', { hasText: 'Lovely weather' }) }),
  ).toHaveCount(0);
  // Leaving the view mid-review loses nothing.
  await app.goTo('Journal');
  await app.goTo('Import');
  await expect(plan).toHaveCount(1);
  const decision = rows.filter({
    has: page.locator('textarea', { hasText: 'stop working on Saturdays' }),
  });
  await decision.getByLabel('Type').selectOption({ label: 'Decision' });
  // Each row says how sure the classifier is in a word, and the "likely" ones start ticked.
  for (const row of await rows.all()) {
    const word = await row.getByTestId('confidence-word').getAttribute('data-confidence');
    expect(['likely', 'maybe']).toContain(word);
    await expect(row.getByLabel('Accept')).toBeChecked({ checked: word === 'likely' });
  }
  await page.getByRole('button', { name: 'Accept all', exact: true }).click();
  await expect(plan.getByLabel('Accept')).toBeChecked();
  await expect(decision.getByLabel('Accept')).toBeChecked();
  await page.getByRole('button', { name: /^Commit \d+ item/ }).click();
  await expect(app.notice(/Imported the conversation/)).toBeVisible();

  await app.goTo('Board');
  const card = app.card('call the bank next Friday');
  await expect(card).toBeVisible();
  await expect(app.card('stop working on Saturdays')).toBeVisible();
  await card.click();
  // The item keeps the window of turns it was said in, and when it was said.
  await expect(page.getByTestId('detail-context')).toContainText('Sam: Hey, how was the weekend?');

  await app.restartAt(new Date('2026-11-21T09:30:00Z'));
  await app.goTo('Board');
  await expect(app.card('call the bank next Friday')).toBeVisible();

  // A later message that clearly mentions an imported item marks it referenced.
  await app.goTo('Chat');
  await page.getByLabel('Message draft').fill("I'll call the bank next Friday about the mortgage");
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(app.notice(/Marked referenced: I'm going to call the bank/)).toBeVisible({
    timeout: 60_000,
  });
  await app.restartAt(new Date('2026-11-21T10:30:00Z'));
  await app.goTo('Board');
  await app.expectCardIn('referenced', 'call the bank next Friday');
});

test('binary or unknown input gets a clear message and writes nothing', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.goTo('Import');
  await page.getByLabel('Conversation file').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 0, 0, 0, 0]),
  });
  await expect(page.getByTestId('import-error')).toContainText('not text');
  await page.getByLabel('Paste a conversation').fill('just some words without any speakers');
  await page.getByRole('button', { name: 'Read it' }).click();
  await expect(page.getByTestId('import-error')).toContainText('No conversation was recognised');
  await app.goTo('Board');
  await expect(page.getByTestId('board-card')).toHaveCount(0);
});

test('every supported export is detected from a file of its real shape', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.goTo('Import');
  const files = [
    ['chatgpt-export.json', 'ChatGPT export'],
    ['claude-export.json', 'Claude export'],
    ['telegram-result.json', 'Telegram export'],
    ['wechat-chat.txt', 'WeChat text export'],
    ['whatsapp-chat.txt', 'WhatsApp chat export'],
    ['chat-messages.json', 'Chat messages JSON (role/content)'],
    ['plain-transcript.txt', 'plain transcript'],
    ['markdown-chat.md', 'Markdown chat log'],
  ] as const;
  for (const [file, format] of files) {
    await page.getByLabel('Conversation file').setInputFiles(`e2e/fixtures/conversations/${file}`);
    await expect(page.getByTestId('import-detected')).toContainText(`Detected: ${format}`);
    await page.getByRole('button', { name: 'Start over' }).click();
  }
  await app.goTo('Board');
  await expect(page.getByTestId('board-card')).toHaveCount(0);
});
