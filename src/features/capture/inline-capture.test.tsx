import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { addSuggestions, pendingSuggestions } from '../../db/suggestions-repo';
import type { NewItemSuggestion } from '../../domain/capture/suggestion';
import { useCaptureStore } from '../../stores/capture-store';
import { T0 } from '../../test/factories';
import { renderFeature, setupAppTests } from '../../test/render';
import { InlineCapture } from './inline-capture';

setupAppTests();

function offer(id: string, episodeId: string, text: string, createdAt: number): NewItemSuggestion {
  return {
    id,
    kind: 'new-item',
    createdAt,
    episodeId,
    candidate: {
      key: id,
      text,
      type: 'plan',
      confidence: 0.9,
      turnIndex: null,
      saidAt: createdAt,
      dueAt: null,
      context: text,
      sourceId: `entry-${episodeId}`,
    },
  };
}

async function offerTwoSaves() {
  await addSuggestions(getDb(), [
    offer('old', 'monday', 'Return the library books', T0),
    offer('new', 'tuesday', 'Ask Priya for the tent', T0 + 1000),
  ]);
  act(() => useCaptureStore.setState({ lastCaptured: { episodeId: 'tuesday', isReading: false } }));
}

/** The first offer row on screen (the newest). */
async function firstRow(): Promise<HTMLElement> {
  const [row] = await screen.findAllByTestId('inline-candidate');
  if (!row) throw new Error('no offer on screen');
  return row;
}

describe('the suggestions under the composer', () => {
  it('counts and marks what the message just saved offered, before older offers', async () => {
    await offerTwoSaves();
    renderFeature(<InlineCapture />);
    const rows = await screen.findAllByTestId('inline-candidate');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ask Priya for the tent'),
      expect.stringContaining('Return the library books'),
    ]);
    expect(rows[0]?.hasAttribute('data-new')).toBe(true);
    // Said in words too, for a screen reader: the border alone is only seen.
    expect(rows[0]?.textContent).toMatch(/^New: /);
    expect(rows[1]?.textContent).not.toMatch(/^New: /);
    expect(rows[1]?.hasAttribute('data-new')).toBe(false);
    expect(screen.getByTestId('last-save-line').textContent).toBe(
      '1 suggestion from what you just wrote, marked below.',
    );
  });

  it('says it is reading while the saved message is read', () => {
    act(() => useCaptureStore.setState({ lastCaptured: { episodeId: 'x', isReading: true } }));
    renderFeature(<InlineCapture />);
    expect(screen.getByTestId('last-save-line').textContent).toMatch(
      /^Reading what you just wrote/,
    );
  });

  it('adds an offer as corrected: its words, kind and due date', async () => {
    await offerTwoSaves();
    renderFeature(<InlineCapture />);
    const row = await firstRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const text = within(row).getByLabelText('Text');
    await userEvent.clear(text);
    await userEvent.type(text, 'Borrow the big tent from Priya');
    await userEvent.selectOptions(within(row).getByLabelText('Kind'), 'decision');
    await userEvent.type(within(row).getByLabelText('Due'), '2030-05-04T18:30');
    await userEvent.click(within(row).getByRole('button', { name: 'Add to board' }));

    await waitFor(async () => expect(await getDb().items.count()).toBe(1));
    const [item] = await getDb().items.toArray();
    expect(item?.content).toBe('Borrow the big tent from Priya');
    expect(item?.type).toBe('decision');
    expect(item?.dueAt).toBe(new Date(2030, 4, 4, 18, 30).getTime());
    expect((await pendingSuggestions(getDb())).map((s) => s.id)).toEqual(['old']);
  });

  it('refuses an emptied text with a message and adds nothing', async () => {
    await offerTwoSaves();
    renderFeature(<InlineCapture />);
    const row = await firstRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(within(row).getByLabelText('Text'));
    await userEvent.click(within(row).getByRole('button', { name: 'Add to board' }));

    expect(within(row).getByRole('alert').textContent).toMatch(/Write the item’s text/);
    expect(await getDb().items.count()).toBe(0);
    expect(await pendingSuggestions(getDb())).toHaveLength(2);
  });

  it('puts the offer back as it was on Cancel', async () => {
    await offerTwoSaves();
    renderFeature(<InlineCapture />);
    const row = await firstRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(row).getByLabelText('Text'), ' and poles');
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(row.textContent).toContain('Ask Priya for the tent');
    expect(row.textContent).not.toContain('poles');
    expect(await getDb().items.count()).toBe(0);
  });

  it('Alt+Enter adds the first offer as listed, but not from inside a correction', async () => {
    await offerTwoSaves();
    renderFeature(<InlineCapture />);
    const row = await firstRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(row).getByLabelText('Text'), ' and poles');
    await userEvent.keyboard('{Alt>}{Enter}{/Alt}');
    expect(await getDb().items.count()).toBe(0);

    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Alt>}{Enter}{/Alt}');
    await waitFor(async () => expect(await getDb().items.count()).toBe(1));
    expect((await getDb().items.toArray())[0]?.content).toBe('Ask Priya for the tent');
  });
});
