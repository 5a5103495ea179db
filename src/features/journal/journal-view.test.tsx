import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { addJournalEntry } from '../../db/journal-repo';
import { T0 } from '../../test/factories';
import { noticeTexts, renderFeature, setupAppTests, tableCounts } from '../../test/render';
import { JournalView } from './journal-view';

setupAppTests();

const ENTRY = 'Need to call the plumber. Maybe learn Rust this summer?';

function entryTexts(): string[] {
  return screen
    .queryAllByTestId('journal-entry')
    .map((entry) => entry.querySelector('[data-entry-text]')?.textContent ?? '');
}

/** Selects `passage` inside the entry's text, as a person dragging over it would. */
function selectInEntry(entryId: string, passage: string): void {
  const element = document.querySelector(`[data-entry-text="${entryId}"]`);
  const textNode = element?.firstChild;
  if (!textNode?.textContent) throw new Error(`No text for entry ${entryId}`);
  const start = textNode.textContent.indexOf(passage);
  if (start < 0) throw new Error(`"${passage}" is not in entry ${entryId}`);
  const range = document.createRange();
  range.setStart(textNode, start);
  range.setEnd(textNode, start + passage.length);
  const selection = document.getSelection();
  if (!selection) throw new Error('No selection object');
  selection.removeAllRanges();
  selection.addRange(range);
  fireEvent(document, new Event('selectionchange'));
}

describe('JournalView writing', () => {
  it('saves a typed entry as a source and an episode and shows it', async () => {
    const u = userEvent.setup();
    renderFeature(<JournalView />);
    const box = await screen.findByLabelText<HTMLTextAreaElement>('New entry');
    await u.type(box, ENTRY);
    await u.click(screen.getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(entryTexts()).toEqual([ENTRY]));
    const sources = await getDb().sources.toArray();
    const episodes = await getDb().episodes.toArray();
    expect(sources).toEqual([expect.objectContaining({ kind: 'journal', text: ENTRY })]);
    expect(episodes).toEqual([
      expect.objectContaining({ kind: 'journal-entry', text: ENTRY, sourceId: sources[0]?.id }),
    ]);
    expect(box.value).toBe('');
    expect(noticeTexts()).toContain('Entry saved.');
  });

  it('saves on Ctrl+Enter too', async () => {
    const u = userEvent.setup();
    renderFeature(<JournalView />);
    const box = await screen.findByLabelText<HTMLTextAreaElement>('New entry');
    await u.type(box, 'Decided: no more late coffee');
    await u.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(entryTexts()).toEqual(['Decided: no more late coffee']));
    expect(await getDb().sources.count()).toBe(1);
    expect(await getDb().episodes.count()).toBe(1);
    // Ctrl+Enter saves; it does not add a line break to the next entry.
    expect(box.value).toBe('');
  });

  it('refuses an empty entry with an alert and stores nothing', async () => {
    const u = userEvent.setup();
    renderFeature(<JournalView />);
    const box = await screen.findByLabelText<HTMLTextAreaElement>('New entry');
    await u.type(box, '   ');
    await u.click(screen.getByRole('button', { name: 'Save entry' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Write something first.');
    const counts = await tableCounts();
    expect(counts.sources).toBe(0);
    expect(counts.episodes).toBe(0);
    expect(screen.getByText('No entries yet. Write your first one above.').tagName).toBe('P');
  });

  it('lists saved entries newest first', async () => {
    await addJournalEntry(getDb(), 'The older entry', T0);
    await addJournalEntry(getDb(), 'The newer entry', T0 + 60_000);
    renderFeature(<JournalView />);
    await waitFor(() => expect(entryTexts()).toEqual(['The newer entry', 'The older entry']));
  });
});

describe('JournalView filing a selection', () => {
  it('shows the toolbar for a passage selected inside an entry', async () => {
    const entry = await addJournalEntry(getDb(), ENTRY, T0);
    renderFeature(<JournalView />);
    await screen.findByText(ENTRY);
    expect(screen.queryByRole('toolbar')).toBeNull();

    selectInEntry(entry.id, 'Maybe learn Rust this summer?');
    const toolbar = await screen.findByRole('toolbar', { name: 'File the selected text as' });
    expect(within(toolbar).getByText('Maybe learn Rust this summer?').tagName).toBe('Q');
  });

  it('ignores a selection outside any entry', async () => {
    await addJournalEntry(getDb(), ENTRY, T0);
    renderFeature(<JournalView />);
    await screen.findByText(ENTRY);
    const hint = await screen.findByText('Select a sentence in an entry to file it as an item.');
    const range = document.createRange();
    range.selectNodeContents(hint);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    fireEvent(document, new Event('selectionchange'));
    // The listener runs inside fireEvent's act(), so a toolbar would be rendered by now.
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('files the selected passage as an idea with the entry as its context and source', async () => {
    const u = userEvent.setup();
    const entry = await addJournalEntry(getDb(), ENTRY, T0);
    renderFeature(<JournalView />);
    await screen.findByText(ENTRY);

    selectInEntry(entry.id, 'Maybe learn Rust this summer?');
    await u.click(await screen.findByTestId('file-as-idea'));

    await waitFor(async () => expect(await getDb().items.count()).toBe(1));
    const [item] = await getDb().items.toArray();
    expect(item).toMatchObject({
      content: 'Maybe learn Rust this summer?',
      type: 'idea',
      context: ENTRY,
      sourceId: entry.id,
      saidAt: T0,
      status: 'open',
    });
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
    expect(await screen.findByText('Items from this entry: 1')).toBeTruthy();
    expect(noticeTexts()).toContain('Filed as Idea on the board.');
  });

  it('keeps a passage selected while the previous one was still being filed', async () => {
    const entry = await addJournalEntry(getDb(), ENTRY, T0);
    renderFeature(<JournalView />);
    await screen.findByText(ENTRY);

    selectInEntry(entry.id, 'Need to call the plumber.');
    // A synchronous click: filing starts and awaits the database, and the next passage
    // is selected before it is done.
    fireEvent.click(await screen.findByTestId('file-as-plan'));
    selectInEntry(entry.id, 'Maybe learn Rust this summer?');

    await waitFor(async () => expect(await getDb().items.count()).toBe(1));
    expect(await screen.findByText('Items from this entry: 1')).toBeTruthy();
    const toolbar = await screen.findByRole('toolbar', { name: 'File the selected text as' });
    expect(within(toolbar).getByText('Maybe learn Rust this summer?')).toBeTruthy();
    expect(document.getSelection()?.toString()).toBe('Maybe learn Rust this summer?');
  });
});

describe('JournalView correcting an entry', () => {
  it('saves a correction as the entry’s text, says it was edited and keeps the earlier one', async () => {
    const u = userEvent.setup();
    const entry = await addJournalEntry(getDb(), 'Call the plumber.', T0);
    renderFeature(<JournalView />);
    await screen.findByText('Call the plumber.');

    await u.click(screen.getByRole('button', { name: 'Correct this entry' }));
    const box = screen.getByLabelText<HTMLTextAreaElement>('Corrected text');
    expect(box.value).toBe('Call the plumber.');
    await u.clear(box);
    await u.type(box, 'Call the electrician.');
    await u.click(screen.getByRole('button', { name: 'Save correction' }));

    await waitFor(() => expect(entryTexts()).toEqual(['Call the electrician.']));
    const card = screen.getByTestId('journal-entry');
    expect(within(card).getByTestId('entry-edited').textContent).toMatch(/^edited /);
    const earlier = within(card).getByTestId('entry-revisions');
    expect(earlier.textContent).toContain('Call the plumber.');
    expect(screen.queryByLabelText('Corrected text')).toBeNull();
    expect(noticeTexts()).toContain('Correction saved. The earlier text is kept.');
    const episodes = await getDb().episodes.orderBy('at').toArray();
    expect(episodes.map((episode) => [episode.kind, episode.sourceId, episode.text])).toEqual([
      ['journal-entry', entry.id, 'Call the plumber.'],
      ['journal-correction', entry.id, 'Call the electrician.'],
    ]);
  });

  it('refuses an empty correction, keeps the form open and changes nothing', async () => {
    const u = userEvent.setup();
    const entry = await addJournalEntry(getDb(), 'Call the plumber.', T0);
    renderFeature(<JournalView />);
    await u.click(await screen.findByRole('button', { name: 'Correct this entry' }));
    await u.clear(screen.getByLabelText('Corrected text'));
    await u.click(screen.getByRole('button', { name: 'Save correction' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Write something first.');
    expect(screen.getByLabelText('Corrected text')).toBeTruthy();
    expect(await getDb().sources.toArray()).toEqual([entry]);
    expect(await getDb().episodes.count()).toBe(1);
  });

  it('stores nothing for an unchanged text, and Cancel closes the form', async () => {
    const u = userEvent.setup();
    const entry = await addJournalEntry(getDb(), 'Call the plumber.', T0);
    renderFeature(<JournalView />);
    await u.click(await screen.findByRole('button', { name: 'Correct this entry' }));
    await u.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(screen.queryByLabelText('Corrected text')).toBeNull());
    expect(noticeTexts()).toContain('The text is unchanged; nothing was saved.');

    await u.click(screen.getByRole('button', { name: 'Correct this entry' }));
    await u.type(screen.getByLabelText('Corrected text'), ' Soon.');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Corrected text')).toBeNull();
    expect(await getDb().sources.toArray()).toEqual([entry]);
    expect(screen.queryByTestId('entry-edited')).toBeNull();
    expect(await getDb().episodes.count()).toBe(1);
  });
});
