import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { addItem, changeStatus, editItemContent } from '../../db/items-repo';
import { addOwnMemory } from '../../db/memories-repo';
import { addDismissal } from '../../db/dismissals-repo';
import { addJournalEntry } from '../../db/journal-repo';
import { SETTINGS_KEY } from '../../db/schema';
import { addSuggestions } from '../../db/suggestions-repo';
import { readSettings, updateSettings } from '../../db/settings-repo';
import { T0 } from '../../test/factories';
import { noticeTexts, renderFeature, setupAppTests, tableCounts } from '../../test/render';
import { SettingsView } from './settings-view';

setupAppTests();

const DECAY_LABEL = 'Past conversations fade from recall over about this many days';

async function renderSettings(label = DECAY_LABEL) {
  renderFeature(<SettingsView assistantSection={null} dataSection={null} />);
  return screen.findByLabelText<HTMLInputElement>(label);
}

/** Types into the field with that label and presses the Save button of its own row. */
async function submitDays(text: string, label: string) {
  const u = userEvent.setup();
  const input = await renderSettings(label);
  await u.clear(input);
  await u.type(input, text);
  const row = input.closest('form');
  if (!row) throw new Error('the field has no form');
  await u.click(within(row).getByRole('button', { name: 'Save' }));
  return input;
}

describe('SettingsView episodic decay', () => {
  it('stores a width in days and confirms it', async () => {
    await submitDays('90', DECAY_LABEL);
    await waitFor(async () => expect((await readSettings(getDb())).episodicDecayDays).toBe(90));
    expect(noticeTexts()).toContain('Saved: past conversations fade over about 90 days.');
  });

  it.each(['0', '1826', 'soon'])('refuses "%s" and stores nothing', async (text) => {
    const input = await submitDays(text, DECAY_LABEL);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Enter a whole number of days from 1 to 1825.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(await getDb().settings.get(SETTINGS_KEY)).toBeUndefined();
  });
});

describe('SettingsView stale periods', () => {
  const PLAN_DAYS = 'Plan: days without a mention before it goes stale';
  const INVALID = 'Enter a whole number of days from 1 to 3650, or tick Never.';

  async function renderPeriods() {
    renderFeature(<SettingsView assistantSection={null} dataSection={null} />);
    const group = await screen.findByRole('group', { name: 'When items go stale' });
    const days = (kind: string) =>
      within(group).getByLabelText<HTMLInputElement>(
        `${kind}: days without a mention before it goes stale`,
      );
    const never = (kind: string) =>
      within(group).getByRole<HTMLInputElement>('checkbox', { name: `${kind}: never goes stale` });
    return { days, never };
  }

  const KINDS = ['Plan', 'Idea', 'Decision', 'Question', 'Insight'];

  it('shows 30 days for plans, ideas and questions, and never for the others, by default', async () => {
    const { days, never } = await renderPeriods();
    expect(KINDS.map((kind) => (never(kind).checked ? 'never' : days(kind).value))).toEqual([
      '30',
      '30',
      'never',
      '30',
      'never',
    ]);
    expect(days('Decision').disabled).toBe(true);
  });

  it('stores a period per kind, and never, and confirms them', async () => {
    const u = userEvent.setup();
    const { days, never } = await renderPeriods();
    await u.clear(days('Plan'));
    await u.type(days('Plan'), '14');
    await u.click(never('Idea'));
    await u.click(never('Decision'));
    expect(days('Decision').value).toBe('30');
    await u.clear(days('Decision'));
    await u.type(days('Decision'), '365');
    await u.click(screen.getByRole('button', { name: 'Save stale periods' }));
    await waitFor(async () =>
      expect((await readSettings(getDb())).staleDaysByType).toEqual({
        plan: 14,
        idea: null,
        decision: 365,
        question: 30,
        insight: null,
      }),
    );
    expect(noticeTexts()).toContain(
      'Saved: Plan after 14 days, Idea never, Decision after 365 days, Question after 30 days, and Insight never.',
    );
  });

  it('shows the stored periods', async () => {
    const periods = { plan: 12, idea: null, decision: 90, question: 30, insight: null };
    await updateSettings(getDb(), { staleDaysByType: periods });
    const { days, never } = await renderPeriods();
    expect(days('Plan').value).toBe('12');
    expect(never('Idea').checked).toBe(true);
    expect(days('Decision').value).toBe('90');
  });

  it.each(['0', 'abc', '3651', '4.5', ''])(
    'refuses "%s" with an error on its row and stores nothing',
    async (text) => {
      const u = userEvent.setup();
      const { days } = await renderPeriods();
      await u.clear(days('Question'));
      if (text !== '') await u.type(days('Question'), text);
      await u.click(screen.getByRole('button', { name: 'Save stale periods' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(INVALID);
      expect(days('Question').getAttribute('aria-invalid')).toBe('true');
      expect(days('Plan').getAttribute('aria-invalid')).toBe('false');
      expect(await getDb().settings.get(SETTINGS_KEY)).toBeUndefined();
    },
  );

  it('clears the error once the periods are saved', async () => {
    const u = userEvent.setup();
    const { days } = await renderPeriods();
    await u.clear(days('Plan'));
    await u.type(days('Plan'), 'soon');
    await u.click(screen.getByRole('button', { name: 'Save stale periods' }));
    await screen.findByText(INVALID);
    await u.clear(screen.getByLabelText(PLAN_DAYS));
    await u.type(screen.getByLabelText(PLAN_DAYS), '7');
    await u.click(screen.getByRole('button', { name: 'Save stale periods' }));
    await waitFor(async () => expect((await readSettings(getDb())).staleDaysByType.plan).toBe(7));
    await waitFor(() => expect(screen.queryByText(INVALID)).toBeNull());
  });
});

describe('SettingsView language', () => {
  it('stores zh-CN when 简体中文 is chosen, and null for "Follow the browser"', async () => {
    const u = userEvent.setup();
    await renderSettings();
    const select = screen.getByLabelText<HTMLSelectElement>('Language');
    expect(select.value).toBe('auto');

    await u.selectOptions(select, '简体中文');
    await waitFor(async () => expect((await readSettings(getDb())).language).toBe('zh-CN'));
    await waitFor(() => expect(select.value).toBe('zh-CN'));

    await u.selectOptions(select, 'auto');
    await waitFor(async () => expect((await readSettings(getDb())).language).toBeNull());
  });
});

describe('SettingsView wipe', () => {
  async function seedEverything() {
    const db = getDb();
    const entry = await addJournalEntry(db, 'Plan the garden', T0);
    const item = await addItem(
      db,
      { content: 'Plant tomatoes', type: 'plan', sourceId: entry.id },
      T0,
    );
    await editItemContent(db, item.id, { content: 'Plant tomatoes in May' }, { kind: 'user' }, T0);
    await changeStatus(db, item.id, 'referenced', { kind: 'user' }, T0);
    await db.embeddings.put({
      modelId: 'test-model',
      chunkIndex: 0,
      dims: 2,
      itemIds: [item.id],
      itemVersions: [2],
      vectors: new Float32Array([0.6, 0.8]),
      updatedAt: T0,
    });
    await updateSettings(db, { episodicDecayDays: 9, language: 'zh-CN' });
    await addDismissal(db, item.id, 'what about the garden?', T0);
    await addOwnMemory(db, 'habit', 'I water the garden at dawn', T0);
    await addSuggestions(db, [
      {
        kind: 'close',
        id: 'offer-1',
        createdAt: T0,
        episodeId: 'episode-1',
        itemId: item.id,
        itemText: 'Plant tomatoes in May',
        outcome: 'done',
        sentence: 'Planted the tomatoes.',
      },
    ]);
  }

  it('empties every table once "Wipe everything" is confirmed', async () => {
    const u = userEvent.setup();
    await seedEverything();
    const before = await tableCounts();
    expect(Object.values(before).every((count) => count > 0)).toBe(true);
    await renderSettings();

    await u.click(screen.getByRole('button', { name: 'Wipe all data…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wipe everything?' });
    await u.click(within(dialog).getByRole('button', { name: 'Wipe everything' }));

    await waitFor(async () =>
      expect(await tableCounts()).toEqual({
        items: 0,
        itemVersions: 0,
        transitions: 0,
        sources: 0,
        episodes: 0,
        embeddings: 0,
        settings: 0,
        suggestions: 0,
        dismissals: 0,
        memories: 0,
      }),
    );
    expect(noticeTexts()).toContain('All data was removed.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('changes nothing when the dialog is cancelled', async () => {
    const u = userEvent.setup();
    await seedEverything();
    const before = await tableCounts();
    await renderSettings();

    await u.click(screen.getByRole('button', { name: 'Wipe all data…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wipe everything?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await tableCounts()).toEqual(before);
  });
});
