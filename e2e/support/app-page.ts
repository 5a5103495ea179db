import { expect, type Locator, type Page } from '@playwright/test';

export const STATUS_LABELS = {
  open: 'Open',
  referenced: 'Referenced',
  closed: 'Closed',
  stale: 'Stale',
} as const;
export type Status = keyof typeof STATUS_LABELS;

/** A fixed "now" for every spec, so dates on screen and the stale rule are deterministic. */
export const FIXED_NOW = new Date('2026-11-20T09:30:00Z');

/** The app as a person sees it: located by role, label and test id, never by CSS. */
export class AppPage {
  constructor(readonly page: Page) {}

  async open(
    view: 'workspace' | 'journal' | 'chat' | 'board' | 'review' | 'memory' | 'settings' = 'journal',
    now: Date = FIXED_NOW,
  ) {
    await this.page.clock.setFixedTime(now);
    await this.page.goto(`/#/${view}`);
    await expect(this.page.getByRole('navigation')).toBeVisible();
  }

  /** Closes and starts the app again at another time (a reload, so start-up work runs). */
  async restartAt(now: Date) {
    await this.page.clock.setFixedTime(now);
    await this.page.reload();
    await expect(this.page.getByRole('navigation')).toBeVisible();
  }

  async goTo(
    view: 'Workspace' | 'Journal' | 'Chat' | 'Import' | 'Board' | 'Review' | 'Memory' | 'Settings',
  ) {
    await this.page.getByRole('navigation').getByRole('link', { name: view }).click();
  }

  async writeEntry(text: string) {
    await this.page.getByLabel('New entry').fill(text);
    await this.page.getByRole('button', { name: 'Save entry' }).click();
    await expect(this.entry(text)).toBeVisible();
  }

  entry(text: string): Locator {
    return this.page.getByTestId('journal-entry').filter({ hasText: text });
  }

  /** Selects `passage` inside the entry's text, as a person would with the mouse. */
  async selectPassage(entryText: string, passage: string) {
    const paragraph = this.entry(entryText).locator('[data-entry-text]');
    await paragraph.evaluate((element, wanted) => {
      const node = element.firstChild;
      const start = node?.textContent?.indexOf(wanted) ?? -1;
      if (!node || start < 0) throw new Error(`"${wanted}" is not in the entry`);
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }, passage);
  }

  /** Files the selected passage and waits until it is filed (the toolbar goes). */
  async fileSelectionAs(type: 'plan' | 'idea' | 'decision' | 'question' | 'insight') {
    const button = this.page.getByTestId(`file-as-${type}`);
    await button.click();
    await expect(button).toHaveCount(0);
  }

  column(status: Status): Locator {
    return this.page.getByTestId(`column-${status}`);
  }

  card(text: string): Locator {
    return this.page.getByTestId('board-card').filter({ hasText: text });
  }

  async expectCardIn(status: Status, text: string) {
    await expect(
      this.column(status).getByTestId('board-card').filter({ hasText: text }),
    ).toBeVisible();
  }

  async addItem(text: string, type = 'Plan') {
    await this.page.getByLabel('Type of the new item').selectOption({ label: type });
    const box = this.page.getByRole('textbox', { name: 'New item' });
    await box.fill(text);
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.card(text)).toBeVisible();
    // The box empties once the add has been stored; the next fill must come after that.
    await expect(box).toHaveValue('');
  }

  /**
   * Opens a card's panel and waits until the panel shows that item: a field filled before
   * it does would belong to the item shown before, and be reset when the panel switches.
   */
  async openItem(text: string) {
    await this.card(text).click();
    await expect(this.page.getByTestId('detail-panel').getByLabel('Text')).toHaveValue(text);
  }

  /** Drags a card onto a column with the mouse, in small steps as a hand would. */
  async dragCard(text: string, to: Status) {
    await this.card(text).scrollIntoViewIfNeeded();
    const from = await this.card(text).boundingBox();
    const target = await this.column(to).boundingBox();
    if (!from || !target) throw new Error('card or column not on screen');
    const mouse = this.page.mouse;
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await mouse.down();
    await mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
    await mouse.move(target.x + target.width / 2, target.y + 120, { steps: 15 });
    await mouse.up();
  }

  /** The board as text: each column's cards (type and text), top to bottom. */
  async boardSnapshot(): Promise<Record<Status, string[]>> {
    const snapshot = { open: [], referenced: [], closed: [], stale: [] } as Record<
      Status,
      string[]
    >;
    for (const status of Object.keys(STATUS_LABELS) as Status[]) {
      const cards = this.column(status).getByTestId('board-card');
      snapshot[status] = await cards.evaluateAll((elements) =>
        elements.map((card) => {
          const type = card.querySelector('[data-type]')?.getAttribute('data-type') ?? '';
          const text = card.querySelector('[data-testid="card-text"]')?.textContent ?? '';
          return `${type}: ${text}`;
        }),
      );
    }
    return snapshot;
  }

  /**
   * In the Import view: pastes a transcript, reads it, picks who is me and finds the items;
   * returns the review row whose text holds `rowText` (not yet waited for).
   */
  async findImportItems(transcript: string, me: string, rowText: string): Promise<Locator> {
    await this.page.getByLabel('Paste a conversation').fill(transcript);
    await this.page.getByRole('button', { name: 'Read it' }).click();
    await this.page.getByLabel('Which speaker is you?').selectOption(me);
    await this.page.getByRole('button', { name: 'Find items' }).click();
    return this.page
      .getByTestId('review-row')
      .filter({ has: this.page.locator('textarea', { hasText: rowText }) });
  }

  notice(text: string | RegExp): Locator {
    return this.page.locator('.notices').getByText(text);
  }
}
