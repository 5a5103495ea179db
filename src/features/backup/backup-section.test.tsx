import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { exportBackup, wipeAllData } from '../../db/backup-repo';
import { getDb } from '../../db/database';
import { addItem, changeStatus, editItemContent } from '../../db/items-repo';
import { addJournalEntry } from '../../db/journal-repo';
import { readSettings, updateSettings } from '../../db/settings-repo';
import type { Backup } from '../../domain/backup-format';
import { makeBackup, makeConversationSource, T0 } from '../../test/factories';
import { noticeTexts, renderFeature, setupAppTests, tableCounts } from '../../test/render';
import { BackupSection } from './backup-section';

setupAppTests();

function jsonFile(content: string, name = 'forethought-backup.json'): File {
  return new File([content], name, { type: 'application/json' });
}

async function importThroughUi(file: File) {
  const u = userEvent.setup();
  renderFeature(<BackupSection />);
  const input = await screen.findByLabelText<HTMLInputElement>('Import a backup file');
  await u.upload(input, file);
  return { u, input };
}

/** One entry, one item filed from it, edited once and moved once; settings changed. */
async function seedAndExport(): Promise<Backup> {
  const db = getDb();
  const entry = await addJournalEntry(db, 'Sort out the garden this spring', T0);
  const item = await addItem(
    db,
    { content: 'Plant tomatoes', type: 'plan', sourceId: entry.id, context: entry.text },
    T0,
  );
  await editItemContent(
    db,
    item.id,
    { content: 'Plant tomatoes in May' },
    { kind: 'user' },
    T0 + 1,
  );
  await changeStatus(db, item.id, 'referenced', { kind: 'user' }, T0 + 2);
  await updateSettings(db, { episodicDecayDays: 21 });
  return exportBackup(db, T0 + 3);
}

describe('BackupSection import of a bad file', () => {
  it('says so when the chosen file cannot be read, and is ready for the next file', async () => {
    const before = await tableCounts();
    const unreadable = jsonFile('{}');
    unreadable.slice = () => {
      throw new Error('The file was moved.');
    };

    const { input } = await importThroughUi(unreadable);

    await waitFor(() => expect(noticeTexts().join(' ')).toContain('The file was moved.'));
    expect(input.disabled).toBe(false);
    expect(screen.queryByText('Importing…')).toBeNull();
    expect(await tableCounts()).toEqual(before);
  });

  it('reports malformed JSON and leaves every table as it was', async () => {
    await addItem(getDb(), { content: 'Keep me', type: 'idea' }, T0);
    const before = await tableCounts();
    const rowsBefore = await getDb().items.toArray();

    await importThroughUi(jsonFile('{"format": "forethought-export", "version": 1, "data": {'));

    const problem = await screen.findByTestId('import-problem');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(problem.textContent).toContain('not valid JSON');
    expect(await tableCounts()).toEqual(before);
    expect(await getDb().items.toArray()).toEqual(rowsBefore);
    expect(noticeTexts().some((text) => text.startsWith('Imported:'))).toBe(false);
  });

  it('reports a JSON file that is not a backup', async () => {
    await importThroughUi(jsonFile('{"hello": "world"}'));
    const problem = await screen.findByTestId('import-problem');
    expect(problem.textContent).toBe(
      'This JSON file is not a Forethought backup. Nothing was changed.',
    );
    expect(Object.values(await tableCounts()).every((count) => count === 0)).toBe(true);
  });
});

describe('BackupSection import of a valid file', () => {
  it('restores an exported backup into an emptied database', async () => {
    const backup = await seedAndExport();
    const itemsBefore = await getDb().items.toArray();
    const versionsBefore = await getDb().itemVersions.toArray();
    await wipeAllData(getDb());
    expect(await getDb().items.count()).toBe(0);

    await importThroughUi(jsonFile(JSON.stringify(backup)));

    await waitFor(() =>
      expect(
        noticeTexts().some((text) =>
          text.startsWith('Imported: 1 new items, 0 updated, 0 already here.'),
        ),
      ).toBe(true),
    );
    expect(
      await screen.findByText(/^Imported: 1 new items, 0 updated, 0 already here\./),
    ).toBeTruthy();
    expect(await getDb().items.toArray()).toEqual(itemsBefore);
    expect(await getDb().itemVersions.toArray()).toEqual(versionsBefore);
    expect(await getDb().transitions.count()).toBe(1);
    expect(await getDb().sources.count()).toBe(1);
    expect(await getDb().episodes.count()).toBe(1);
    expect((await readSettings(getDb())).episodicDecayDays).toBe(21);
    expect(screen.queryByTestId('import-problem')).toBeNull();
  });

  it('imports a factory backup and counts items already here on a second import', async () => {
    const backup = makeBackup();
    const { u, input } = await importThroughUi(jsonFile(JSON.stringify(backup)));
    await waitFor(() =>
      expect(
        noticeTexts().some((text) =>
          text.startsWith('Imported: 1 new items, 0 updated, 0 already here.'),
        ),
      ).toBe(true),
    );
    const [item] = backup.data.items;
    expect(await getDb().items.get(item?.id ?? '')).toEqual(item);
    expect((await readSettings(getDb())).language).toBe('zh-CN');

    // Choosing the same file again merges by id: nothing is duplicated.
    await waitFor(() => expect(input.disabled).toBe(false));
    await u.upload(input, jsonFile(JSON.stringify(backup)));
    await waitFor(() =>
      expect(
        noticeTexts().some((text) =>
          text.startsWith('Imported: 0 new items, 0 updated, 1 already here.'),
        ),
      ).toBe(true),
    );
    expect(await getDb().items.count()).toBe(1);
    expect(await getDb().itemVersions.count()).toBe(1);
  });
});

describe('BackupSection import of settings that reach out', () => {
  it('applies none of them and says where to turn them on', async () => {
    const backup = makeBackup();
    backup.data.settings = {
      ...backup.data.settings,
      classifier: 'endpoint',
      llmEndpoint: 'https://collector.example.net',
      modelTier: 'hub',
    };

    await importThroughUi(jsonFile(JSON.stringify(backup)));

    const note = await screen.findByTestId('import-withheld');
    expect(note.textContent).toContain(
      'Not taken from the backup: the multilingual models, the classifier choice, and the LLM endpoint.',
    );
    expect(note.textContent).toContain('Settings');
    const settings = await readSettings(getDb());
    expect(settings).toMatchObject({
      classifier: 'builtin',
      modelTier: 'builtin',
      staleDaysByType: { plan: 14 },
    });
  });
});

describe('BackupSection while a file is read', () => {
  it('shows progress and cancels, writing nothing', async () => {
    await addItem(getDb(), { content: 'Keep me', type: 'idea' }, T0);
    const before = await tableCounts();
    const file = jsonFile(JSON.stringify(makeBackup()));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slice = file.slice.bind(file);
    // The first slice is held until the test has pressed Cancel.
    file.slice = (...args: Parameters<Blob['slice']>) => {
      const part = slice(...args);
      part.arrayBuffer = async () => {
        await held;
        return Blob.prototype.arrayBuffer.call(slice(...args));
      };
      return part;
    };

    const { u, input } = await importThroughUi(file);

    expect(await screen.findByRole('progressbar', { name: 'Reading the backup' })).toBeTruthy();
    expect(input.disabled).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Cancel import' }));
    release();

    const problem = await screen.findByTestId('import-problem');
    expect(problem.textContent).toBe('The import was cancelled. Nothing was changed.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(input.disabled).toBe(false);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('BackupSection import of a conversation that disagrees with the stored one', () => {
  it('names it, and writes nothing', async () => {
    const stored = makeConversationSource({ id: 'talk', title: 'Talk with Sam' });
    await getDb().sources.add(stored);
    const before = await tableCounts();
    const backup = makeBackup();
    backup.data.sources.push({
      ...stored,
      turns: [{ index: 0, speaker: 'Me', text: 'We decided on Porto.', at: T0 }],
    });

    await importThroughUi(jsonFile(JSON.stringify(backup)));

    const problem = await screen.findByTestId('import-problem');
    expect(problem.textContent).toContain(
      'The conversation “Talk with Sam” differs between this browser and the backup',
    );
    expect(await tableCounts()).toEqual(before);
    expect(await getDb().sources.get('talk')).toEqual(stored);
  });
});
