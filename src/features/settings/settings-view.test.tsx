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

const STALE_LABEL = 'Items go stale after this many days without a mention';
const INVALID = 'Enter a whole number of days from 1 to 3650.';

const DECAY_LABEL = 'Past conversations fade from recall over about this many days';

async function renderSettings(label = STALE_LABEL) {
  renderFeature(<SettingsView dataSection={null} />);
  return screen.findByLabelText<HTMLInputElement>(label);
}

/** Types into the field with that label and presses the Save button of its own row. */
async function submitDays(text: string, label = STALE_LABEL) {
  const u = userEvent.setup();
  const input = await renderSettings(label);
  await u.clear(input);
  await u.type(input, text);
  const row = input.closest('form');
  if (!row) throw new Error('the field has no form');
  await u.click(within(row).getByRole('button', { name: 'Save' }));
  return input;
}

const submitStaleDays = (text: string) => submitDays(text);

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

describe('SettingsView stale kinds', () => {
  it('shows plans, ideas and questions ticked by default, and saves a change at once', async () => {
    const u = userEvent.setup();
    renderFeature(<SettingsView dataSection={null} />);
    const group = await screen.findByRole('group', { name: 'Which kinds go stale' });
    const box = (name: string) => within(group).getByRole<HTMLInputElement>('checkbox', { name });
    expect(['Plan', 'Idea', 'Question', 'Decision', 'Insight'].map((n) => box(n).checked)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    await u.click(box('Idea'));
    await waitFor(async () =>
      expect((await readSettings(getDb())).staleTypes).toEqual(['plan', 'question']),
    );
    expect(noticeTexts()).toContain('Saved: Plan and Question go stale.');
  });
});

describe('SettingsView stale days', () => {
  it('shows the stored value', async () => {
    await updateSettings(getDb(), { staleDays: 12 });
    const input = await renderSettings();
    expect(input.value).toBe('12');
  });

  it.each(['0', 'abc', '3651', '4.5'])(
    'refuses "%s" with an error and stores nothing',
    async (text) => {
      const input = await submitStaleDays(text);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(INVALID);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(await getDb().settings.get(SETTINGS_KEY)).toBeUndefined();
      expect((await readSettings(getDb())).staleDays).toBe(30);
    },
  );

  it('stores 45 and confirms it', async () => {
    await submitStaleDays('45');
    await waitFor(async () => expect((await readSettings(getDb())).staleDays).toBe(45));
    expect(noticeTexts()).toContain('Saved: items go stale after 45 days without a mention.');
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('clears the error once a valid value is saved', async () => {
    const u = userEvent.setup();
    const input = await submitStaleDays('abc');
    await screen.findByText(INVALID);
    await u.clear(input);
    await u.type(input, '7');
    const row = input.closest('form');
    if (!row) throw new Error('the field has no form');
    await u.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await readSettings(getDb())).staleDays).toBe(7));
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
    await updateSettings(db, { staleDays: 9, language: 'zh-CN' });
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
