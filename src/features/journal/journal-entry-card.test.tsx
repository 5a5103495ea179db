import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getDb } from '../../db/database';
import { makeItem, makeJournalSource } from '../../test/factories';
import { renderFeature, setupAppTests } from '../../test/render';
import { useUiStore } from '../../stores/ui-store';
import { useWorkspaceStore } from '../../stores/workspace-store';
import { JournalEntryCard } from './journal-entry-card';

setupAppTests();

const TEXT = 'Need to call the plumber. Maybe learn Rust this summer?';
const entry = makeJournalSource({ id: 'entry-1', text: TEXT });

async function seed() {
  await getDb().sources.add(entry);
  await getDb().items.bulkAdd([
    makeItem({ id: 'plumber', content: 'call the plumber', sourceId: entry.id, context: TEXT }),
    makeItem({
      id: 'rust',
      type: 'idea',
      status: 'referenced',
      content: 'Learn Rust over the summer',
      sourceId: entry.id,
      context: 'Maybe learn Rust this summer?',
    }),
    makeItem({ id: 'gone', content: 'Archived one', sourceId: entry.id, archivedAt: 1 }),
    makeItem({ id: 'other', content: 'From elsewhere', sourceId: 'entry-2' }),
  ]);
}

const stubbed: Array<() => void> = [];

/** Puts a stand-in for a browser call jsdom lacks, taken away after the test. */
function stub(target: object, name: string, value: unknown): void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { value, configurable: true });
  stubbed.push(() =>
    own ? Object.defineProperty(target, name, own) : Reflect.deleteProperty(target, name),
  );
}

afterEach(() => {
  stubbed.splice(0).forEach((undo) => undo());
  window.location.hash = '';
  useWorkspaceStore.setState({ tab: 'write' });
});

describe('JournalEntryCard: what became of the entry', () => {
  it('lists the items kept from it, with where they stand, and leaves the text as written', async () => {
    await seed();
    renderFeature(<JournalEntryCard entry={entry} />);
    const list = await screen.findByRole('list', { name: 'What became of this entry' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open Plan: call the plumber (Open)',
      'Open Idea: Learn Rust over the summer (Referenced)',
    ]);
    // The archived item is still counted: it came from this entry.
    expect(screen.getByText('Items from this entry: 3')).toBeDefined();
    const text = document.querySelector('[data-entry-text="entry-1"]');
    expect(text?.childNodes).toHaveLength(1);
    expect(text?.textContent).toBe(TEXT);
  });

  it('opens an item on the Board view from the journal', async () => {
    await seed();
    useUiStore.setState({ view: 'journal' });
    renderFeature(<JournalEntryCard entry={entry} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Open Idea/ }));
    expect(useUiStore.getState().selectedItemId).toBe('rust');
    expect(window.location.hash).toBe('#/board');
  });

  it('opens an item beside the entry in the workspace, on its Board tab', async () => {
    await seed();
    useUiStore.setState({ view: 'workspace' });
    renderFeature(<JournalEntryCard entry={entry} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Open Plan/ }));
    expect(useUiStore.getState().selectedItemId).toBe('plumber');
    expect(useWorkspaceStore.getState().tab).toBe('board');
    expect(window.location.hash).toBe('');
  });

  it('opens the item whose passage is clicked in the text, and nothing elsewhere', async () => {
    await seed();
    useUiStore.setState({ view: 'journal' });
    renderFeature(<JournalEntryCard entry={entry} />);
    await screen.findByRole('list', { name: 'What became of this entry' });
    const paragraph = document.querySelector<HTMLElement>('[data-entry-text="entry-1"]');
    const node = paragraph?.firstChild;
    if (!paragraph || !node) throw new Error('no entry text');
    // jsdom has no layout: the caret lands on the character numbered by x, in a 1 px box.
    stub(document, 'caretPositionFromPoint', (x: number) => ({ offsetNode: node, offset: x }));
    stub(Range.prototype, 'getClientRects', function (this: Range) {
      return [new DOMRect(this.startOffset, 0, 1, 1)];
    });
    fireEvent.click(paragraph, { clientX: TEXT.indexOf('Need') + 0.5, clientY: 0.5 });
    expect(useUiStore.getState().selectedItemId).toBeNull();
    // A double-click selects a word to file: its first click opens nothing after all.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(paragraph, { clientX: TEXT.indexOf('Rust') + 0.5, clientY: 0.5, detail: 1 });
      fireEvent.click(paragraph, { clientX: TEXT.indexOf('Rust') + 0.5, clientY: 0.5, detail: 2 });
      vi.advanceTimersByTime(1000);
      expect(useUiStore.getState().selectedItemId).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    fireEvent.click(paragraph, { clientX: TEXT.indexOf('Rust') + 0.5, clientY: 0.5 });
    await waitFor(() => expect(useUiStore.getState().selectedItemId).toBe('rust'));
  });
});
