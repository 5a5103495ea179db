import { expect, test, type Locator, type Page } from '@playwright/test';

import { AppPage, FIXED_NOW } from './support/app-page';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a card's reschedule-and-snooze choices (`toggle`) and picks one of a group's buttons. */
async function schedule(scope: Page | Locator, toggle: string, group: string, choice: string) {
  await scope.getByRole('button', { name: toggle }).click();
  await scope.getByRole('group', { name: group }).getByRole('button', { name: choice }).click();
}

/** How many lines an element's text takes on screen: boxes that overlap in height share one. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
    boxes.sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = -Infinity;
    for (const box of boxes) {
      if (box.top >= bottom - 1) lines += 1;
      bottom = Math.max(bottom, box.bottom);
    }
    return lines;
  });
}

test('reschedule from a card: tomorrow is 9:00 the next day, in the history and undoable', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Send the invoice');

  await schedule(page, 'Schedule “Send the invoice”', 'Reschedule', 'Tomorrow');

  // 20 November is a Friday; tomorrow at 9:00 is on Saturday the 21st.
  await expect(app.card('Send the invoice').getByTestId('card-due')).toHaveText('due Nov 21');
  await expect(page.getByTestId('schedule-undo')).toContainText('“Send the invoice” is due');

  await app.openItem('Send the invoice');
  const history = page.getByTestId('detail-panel').getByTestId('transition-list');
  await expect(history).toContainText(/Due date changed .*by you: none → Nov 21, 2026, 9:00/);

  await page.getByTestId('schedule-undo').getByRole('button', { name: 'Undo' }).click();
  await expect(app.card('Send the invoice').getByTestId('card-due')).toHaveCount(0);
  await expect(history).toContainText(/Due date changed .*: Nov 21, 2026, 9:00 AM → none/);
});

test('snooze from the Agenda: the item leaves it until the snooze ends, and can be un-snoozed', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Call the landlord');
  await app.openItem('Call the landlord');
  const due = page.getByTestId('detail-panel').getByLabel('Due', { exact: true });
  await due.fill('2026-11-20T18:00');
  await due.press('Enter');
  await expect(app.card('Call the landlord').getByTestId('card-due')).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: 'Agenda' }).click();
  const agenda = page.getByTestId('agenda');
  await expect(agenda.getByTestId('agenda-today')).toContainText('Call the landlord');
  await schedule(agenda, 'Schedule “Call the landlord”', 'Snooze', 'Later today');
  await expect(agenda).not.toContainText('Call the landlord');
  await expect(agenda).toContainText('Nothing still to do has a due date');

  // On the board the card stays, saying until when.
  await page.getByRole('button', { name: 'Back to the columns' }).click();
  await expect(app.card('Call the landlord').getByTestId('card-snoozed')).toHaveText(
    /Snoozed until\sNov\s20,\s12:30\sPM/,
  );

  // Three hours later the snooze is over: the item is on the Agenda again.
  await app.restartAt(new Date(FIXED_NOW.getTime() + 3 * 60 * 60 * 1000 + 60_000));
  await page.getByRole('button', { name: 'Agenda' }).click();
  await expect(page.getByTestId('agenda-today')).toContainText('Call the landlord');
});

test('a stale card is revived to Open from the keyboard', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Repot the ferns');
  // Unmentioned for a month, the plan goes stale when the app starts.
  await app.restartAt(new Date(FIXED_NOW.getTime() + 31 * DAY_MS));
  await app.expectCardIn('stale', 'Repot the ferns');

  await app.card('Repot the ferns').focus();
  await page.keyboard.press('Shift+ArrowLeft');

  await app.expectCardIn('open', 'Repot the ferns');
  await expect(app.column('open').getByTestId('board-card')).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('on a phone, in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });

  test('a type badge never breaks inside its word, and a card’s dates stay on one line', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await app.open('board');
    await page.getByLabel('新条目的类型').selectOption({ label: '计划' });
    await page.getByRole('textbox', { name: '新条目' }).fill('周五前把发票寄出去');
    await page.getByRole('button', { name: '添加', exact: true }).click();
    const card = app.card('周五前把发票寄出去');
    await expect(card).toBeVisible();
    await schedule(page, '安排「周五前把发票寄出去」', '改期', '下周');
    await expect(card.getByTestId('card-due')).toBeVisible();

    const badge = card.locator('[data-type]');
    expect(await lineCount(badge)).toBe(1);
    // However crowded a card's head gets (a recalled mark, a date of another year), the
    // badge neither wraps nor gives up its width.
    await expect(badge).toHaveCSS('white-space', 'nowrap');
    await expect(badge).toHaveCSS('flex-shrink', '0');
    expect(await lineCount(card.locator('time').first())).toBe(1);
    expect(await lineCount(card.getByTestId('card-due'))).toBe(1);
  });
});

test('the item panel shows its due date whole at 1400 px', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('board');
  await app.addItem('Renew the passport');
  await app.openItem('Renew the passport');
  const due = page.getByTestId('detail-panel').getByLabel('Due', { exact: true });
  await due.fill('2026-12-24T17:45');
  // As wide as the input would be with all the room it wants: nothing of the date is cut.
  const { shown, wanted } = await due.evaluate((input: HTMLInputElement) => {
    const free = input.cloneNode() as HTMLInputElement;
    free.value = input.value;
    free.style.cssText = 'position: absolute; visibility: hidden; flex: none; width: auto;';
    input.parentElement?.append(free);
    const wantedWidth = free.getBoundingClientRect().width;
    free.remove();
    return { shown: input.getBoundingClientRect().width, wanted: wantedWidth };
  });
  expect(shown).toBeGreaterThanOrEqual(wanted);
});
