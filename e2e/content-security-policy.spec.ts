import { expect, test, type Page } from '@playwright/test';

import { AppPage } from './support/app-page';

// The real worker loads the built-in model for recall.
test.describe.configure({ timeout: 180_000 });

type Violation = { directive: string; blocked: string };

/**
 * Records every CSP violation the page reports, from the first script on: the
 * `securitypolicyviolation` events and, for anything reported only to the console, its
 * "Content Security Policy" messages.
 */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const fromConsole: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      fromConsole.push({ directive: 'console', blocked: message.text() });
    }
  });
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: Violation[] }).cspViolations,
    )),
  ];
}

test('the app runs its flows under its policy without a single violation', async ({ page }) => {
  const violations = await recordViolations(page);
  const app = new AppPage(page);
  await app.open('journal');
  const policies = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
  expect(policies.join(';')).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policies.join(';')).toContain("default-src 'self'");
  expect(policies.join(';')).not.toContain('unsafe-inline');

  await app.writeEntry('I should renew my passport before the trip to Japan.');
  await app.goTo('Board');
  await app.addItem('I want to build a poetry recommender app', 'Plan');
  await app.dragCard('I want to build a poetry recommender app', 'referenced');
  await app.expectCardIn('referenced', 'I want to build a poetry recommender app');
  await app.card('I want to build a poetry recommender app').click();
  await expect(page.getByTestId('transition-list')).toBeVisible();

  await app.goTo('Chat');
  await page.getByLabel('Message draft').fill('suggesting poems to readers, how would that work?');
  await expect(
    page.getByTestId('recall-panel').getByTestId('recall-hit').filter({ hasText: 'poetry' }),
  ).toHaveCount(1, { timeout: 90_000 });

  await app.goTo('Import');
  await page
    .getByLabel('Paste a conversation')
    .fill('Me: I plan to learn the cello next year.\nBot: That sounds lovely.');
  await page.getByRole('button', { name: 'Read it' }).click();
  await expect(page.getByLabel('Which speaker is you?')).toBeVisible();
  await app.goTo('Settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export backup (JSON)' }).click();
  await download;

  expect(await violations()).toEqual([]);
});

test('the policy is in force: an inline script and a request to another site are refused', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const app = new AppPage(page);
  await app.open('journal');
  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
    const reached = await fetch('https://example.org/').then(
      () => true,
      () => false,
    );
    return { inlineRan: 'inlineRan' in window, reached };
  });
  expect(outcome).toEqual({ inlineRan: false, reached: false });
  const directives = (await violations()).map((violation) => violation.directive);
  expect(directives).toContain('script-src-elem');
  expect(directives).toContain('connect-src');
});

test('an endpoint on another machine is reachable from the next start, and the person is told', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('settings');
  await page.getByLabel('Endpoint address').fill('http://10.0.0.5:11434');
  await page.getByLabel('Model name').fill('test-model');
  await page.getByRole('button', { name: 'Use it', exact: true }).click();
  await expect(page.getByText(/Forethought may connect to it from its next start/)).toBeVisible();
  await page.getByRole('button', { name: 'Reload now' }).click();
  await expect(page.getByRole('navigation')).toBeVisible();
  const policy = await page.locator('meta[data-policy="document"]').getAttribute('content');
  expect(policy).toContain('connect-src');
  expect(policy).toContain('http://10.0.0.5:11434');
  // Loopback is the person's own machine: an endpoint there needs no reload.
  await page.getByLabel('Endpoint address').fill('http://127.0.0.1:11434');
  await page.getByRole('button', { name: 'Use it', exact: true }).click();
  await expect(page.getByTestId('classifier-current')).toContainText('http://127.0.0.1:11434');
  await expect(page.getByText(/Forethought may connect to it from its next start/)).toHaveCount(0);
});
