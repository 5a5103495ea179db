import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeItem } from '../../test/factories';
import { renderFeature, setupAppTests } from '../../test/render';
import { AgendaList } from './agenda-list';
import { BoardCard } from './board-card';

setupAppTests();
afterEach(() => {
  vi.useRealTimers();
});

/** Friday 20 November 2026, 10:00 local. */
const NOW = new Date(2026, 10, 20, 10).getTime();
const HOUR = 60 * 60 * 1000;

describe('AgendaList', () => {
  it('brings a snoozed item back when its snooze ends, with the agenda left open', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    const gym = makeItem({
      content: 'Renew the gym card',
      dueAt: NOW + 8 * HOUR,
      snoozedUntil: NOW + 3 * HOUR,
    });
    renderFeature(<AgendaList items={[gym]} />);
    expect(screen.queryByText('Renew the gym card')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(3 * HOUR - 1000);
    });
    expect(screen.queryByText('Renew the gym card')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('agenda-today').textContent).toContain('Renew the gym card');
  });

  it('stops saying a card is snoozed once its snooze ends', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    const call = makeItem({ content: 'Call the bank', snoozedUntil: NOW + 2 * HOUR });
    renderFeature(<BoardCard item={call} />);
    expect(screen.getByTestId('card-snoozed').textContent).toMatch(/^Snoozed until/);
    expect(screen.getByRole('button', { name: 'Un-snooze' })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(2 * HOUR);
    });
    expect(screen.queryByTestId('card-snoozed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Un-snooze' })).toBeNull();
  });
});
