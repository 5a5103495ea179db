import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { ensureI18n } from '../test/render';
import { Notices, type NoticeView } from './notices';

beforeAll(ensureI18n);

const notices: NoticeView[] = [
  {
    id: 1,
    kind: 'error',
    text: 'Reload this tab to keep saving.',
    action: 'reload',
    isSticky: true,
  },
  { id: 2, kind: 'error', text: 'The move was refused: the item is already closed.' },
  { id: 3, kind: 'info', text: 'Entry saved.' },
];

/** The notices in the order they stand, top to bottom. */
function shown() {
  return [...document.querySelectorAll('.notice')];
}

describe('Notices', () => {
  it('shows the newest on top, folds the older ones, never a sticky one', () => {
    render(<Notices notices={notices} onDismiss={() => {}} />);
    const [newest, older, sticky] = shown();
    expect(shown().map((notice) => notice.querySelector('.notice-text')?.textContent)).toEqual([
      'Entry saved.',
      'The move was refused: the item is already closed.',
      'Reload this tab to keep saving.',
    ]);
    expect(newest?.getAttribute('data-older')).toBeNull();
    expect(older?.getAttribute('data-older')).toBe('true');
    expect(sticky?.getAttribute('data-older')).toBeNull();
  });

  it('unfolds a folded message while it is tapped, and folds it when something else is', async () => {
    render(<Notices notices={notices} onDismiss={() => {}} />);
    const text = screen.getByText(/The move was refused/);
    const notice = text.closest('.notice');
    await userEvent.click(text);
    expect(notice?.getAttribute('data-unfolded')).toBe('true');
    await userEvent.click(document.body);
    expect(notice?.getAttribute('data-unfolded')).toBeNull();
  });

  it('unfolds a folded message reached from the keyboard, and folds it when left', async () => {
    render(<Notices notices={notices} onDismiss={() => {}} />);
    const notice = screen.getByText(/The move was refused/).closest('.notice');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Entry saved.');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toMatch(/The move was refused/);
    expect(notice?.getAttribute('data-unfolded')).toBe('true');
    await userEvent.tab();
    expect(notice?.getAttribute('data-unfolded')).toBeNull();
  });

  it('can still dismiss each message that is not sticky', async () => {
    const onDismiss = vi.fn();
    render(<Notices notices={notices} onDismiss={onDismiss} />);
    const older = screen.getByText(/The move was refused/).closest<HTMLElement>('.notice');
    if (!older) throw new Error('no notice');
    await userEvent.click(within(older).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith(2);
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
  });

  it('leads to the Review from a notice that asks for it', () => {
    const swept: NoticeView = {
      id: 9,
      kind: 'info',
      text: '4 items went stale: go through them in the Review.',
      action: 'open-review',
    };
    render(<Notices notices={[swept]} onDismiss={() => {}} />);
    const link = screen.getByRole('link', { name: 'Open the Review' });
    expect(link.getAttribute('href')).toBe('#/review');
  });
});
