import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import type { CaptureCandidate } from '../../domain/capture/candidate';
import { renderFeature, setupAppTests } from '../../test/render';
import { toRows, type ReviewRow } from './import-review';
import { ReviewList } from './review-list';

setupAppTests();

const candidate = (key: string, text: string, confidence: number): CaptureCandidate => ({
  key,
  text,
  type: 'plan',
  confidence,
  turnIndex: 0,
  saidAt: null,
  dueAt: null,
  context: `ctx ${key}`,
});

/** The list with its rows held in state, as the Import view holds them. */
function Harness({ initial }: { initial: ReviewRow[] }) {
  const [rows, setRows] = useState(initial);
  return <ReviewList rows={rows} onChange={setRows} onCommit={() => {}} onCancel={() => {}} />;
}

const rows = toRows(0, [
  candidate('0:0', 'Book the flights.', 0.72),
  candidate('1:0', 'Perhaps a bike.', 0.31),
]);

function wordOf(text: string): string | null {
  return within(rowOf(text)).getByTestId('confidence-word').textContent;
}

function acceptBoxOf(text: string): HTMLInputElement {
  const box = within(rowOf(text)).getByLabelText('Accept');
  if (!(box instanceof HTMLInputElement)) throw new Error('the Accept box is not an input');
  return box;
}

function rowOf(text: string): HTMLElement {
  const row = screen
    .getAllByTestId('review-row')
    .find((li) => within(li).queryByDisplayValue(text));
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('the review list', () => {
  it('says how sure it is in words, never as a decimal', () => {
    renderFeature(<Harness initial={rows} />);
    expect(wordOf('Book the flights.')).toBe('likely');
    expect(wordOf('Perhaps a bike.')).toBe('maybe');
    expect(screen.getByRole('region').textContent).not.toMatch(/0\.\d/);
  });

  it('starts the likely rows ticked; the buttons tick the likely ones again, or all', () => {
    renderFeature(<Harness initial={rows} />);
    const likely = acceptBoxOf('Book the flights.');
    const maybe = acceptBoxOf('Perhaps a bike.');
    expect(likely.checked).toBe(true);
    expect(maybe.checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Commit 1 item(s)' })).toBeDefined();

    fireEvent.click(likely);
    expect(likely.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all likely' }));
    expect(likely.checked).toBe(true);
    expect(maybe.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(maybe.checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Commit 2 item(s)' })).toBeDefined();
  });

  it('speaks Chinese too', async () => {
    await i18next.changeLanguage('zh-CN');
    renderFeature(<Harness initial={rows} />);
    const words = screen.getAllByTestId('confidence-word').map((word) => word.textContent);
    expect(words).toEqual(['很可能', '也许']);
  });

  it('shows each candidate in a box that wraps, editable as a whole', () => {
    const long =
      'I will ask the landlord whether the boiler can be serviced before the winter, and book the plumber for the first free morning.';
    renderFeature(<Harness initial={toRows(0, [candidate('0:0', long, 0.8)])} />);
    const box = within(rowOf(long)).getByLabelText('Item text');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveProperty('value', long);
    fireEvent.change(box, { target: { value: 'Book the plumber.' } });
    expect(within(rowOf('Book the plumber.')).getByLabelText('Item text')).toBe(box);
  });
});
