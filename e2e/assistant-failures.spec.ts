/**
 * The Chat's assistant on the person's own server when the reply does not come whole: the
 * server dies mid-reply, or the reply runs past what a turn holds. The words already shown
 * stay, saved and marked cut off, and Retry asks again. (A server that never answers is
 * covered by the unit tests: its wait is minutes long, with no way in for a spec.)
 */
import { expect, test, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';
import { startChatEndpoint, type ChatEndpoint, type HeldReply } from './support/chat-endpoint';

const HALF_REPLY = 'Lisbon sits on seven hills by the Tagus';
const WHOLE_REPLY = 'Lisbon sits on seven hills by the Tagus, and the trams climb them.';
/** The most a reply keeps (MAX_REPLY_CHARS in src/domain/chat/sse.ts). */
const MAX_REPLY_CHARS = 100_000;

/** What the stand-in server answers next, one per request, in order. */
const answers: (string | HeldReply)[] = [];
let endpoint: ChatEndpoint;

test.beforeAll(async () => {
  endpoint = await startChatEndpoint(() => answers.shift() ?? 'No more answers were planned.', {
    pauseMs: 10,
  });
});

test.afterAll(async () => {
  await endpoint.close();
});

test.beforeEach(() => {
  answers.length = 0;
});

async function connectAssistant(app: AppPage) {
  const section = app.page.getByRole('region', { name: 'Chat assistant' });
  await section.getByLabel('Server for the Chat').fill(endpoint.url);
  await section.getByLabel('Model the Chat uses').fill('stand-in');
  await section.getByRole('button', { name: 'Answer with this server' }).click();
  await expect(section.getByTestId('chat-assistant-current')).toContainText(endpoint.url);
  await app.goTo('Chat');
}

async function send(page: Page, message: string) {
  await page.getByLabel('Message draft').fill(message);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('a reply broken off by the server stays, marked cut off, and Retry asks again', async ({
  page,
}) => {
  answers.push({ held: HALF_REPLY }, WHOLE_REPLY);
  const app = new AppPage(page);
  await app.open('settings');
  await connectAssistant(app);
  await send(page, 'Tell me about Lisbon');

  // The words are on screen before the server goes away.
  await expect(page.getByTestId('assistant-pending')).toContainText(HALF_REPLY);
  endpoint.breakOff();

  const replies = page.getByTestId('assistant-turn');
  await expect(replies).toHaveCount(1);
  await expect(replies.first()).toContainText(HALF_REPLY);
  await expect(replies.first().getByTestId('cut-off-mark')).toHaveText(
    'Cut off: this reply did not come whole',
  );
  const notice = page.getByTestId('assistant-failed');
  await expect(notice).toContainText('The reply broke off');

  // Retry asks the same message again; the new reply follows the cut-off one.
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(replies).toHaveCount(2);
  await expect(replies.nth(1)).toContainText(WHOLE_REPLY);
  await expect(replies.nth(1).getByTestId('cut-off-mark')).toHaveCount(0);
  await expect(notice).toBeHidden();
  expect(endpoint.requests[1]?.messages.at(-1)).toEqual({
    role: 'user',
    content: 'Tell me about Lisbon',
  });

  // Both are kept after a reload, the mark too.
  await page.reload();
  await expect(replies).toHaveCount(2);
  await expect(replies.first()).toContainText(HALF_REPLY);
  await expect(replies.first().getByTestId('cut-off-mark')).toBeVisible();
});

test('a reply past the size a turn holds is read up to it, and that part is kept', async ({
  page,
}) => {
  // Words of 1,234 characters, about half as much again as a reply keeps; the cap falls
  // inside a word, so nothing of the kept part is trimmed away as a trailing space.
  answers.push(`${'x'.repeat(1233)} `.repeat(120));
  const app = new AppPage(page);
  await app.open('settings');
  await connectAssistant(app);
  await send(page, 'Write me a very long story');

  const reply = page.getByTestId('assistant-turn');
  await expect(reply.getByTestId('cut-off-mark')).toBeVisible();
  const kept = await reply.locator('.chat-turn-text').textContent();
  expect(kept?.length).toBe(MAX_REPLY_CHARS);
  await expect(page.getByTestId('assistant-failed')).toContainText(
    'The reply ran past 100,000 characters',
  );
  // The app stopped reading there: the server saw it hang up before the end.
  await expect.poll(() => endpoint.abandoned()).toBe(1);
});
