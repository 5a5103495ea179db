import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { addItem, setDueDate } from '../../db/items-repo';
import { T0 } from '../../test/factories';
import { renderFeature, setupAppTests } from '../../test/render';
import { ItemDetailPanel } from './item-detail-panel';

setupAppTests();

const local = (day: number, hour: number) => new Date(2026, 10, day, hour).getTime();

async function openPanel(dueAt: number | null) {
  const item = await addItem(getDb(), { content: 'Renew the gym card', type: 'plan' }, T0);
  if (dueAt !== null) await setDueDate(getDb(), item.id, dueAt, T0);
  renderFeature(<ItemDetailPanel itemId={item.id} />);
  const input = await screen.findByLabelText<HTMLInputElement>('Due');
  return { item, input };
}

const storedDueAt = async (id: string) => (await getDb().items.get(id))?.dueAt;

describe('DueDateField', () => {
  it('sets a due date from the keyboard (Enter submits)', async () => {
    const { item, input } = await openPanel(null);
    fireEvent.change(input, { target: { value: '2026-11-27T09:00' } });
    input.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await storedDueAt(item.id)).toBe(local(27, 9)));
  });

  it('shows the stored due date and clears it', async () => {
    const { item, input } = await openPanel(local(18, 20));
    expect(input.value).toBe('2026-11-18T20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Clear due date' }));
    await waitFor(async () => expect(await storedDueAt(item.id)).toBeNull());
    expect(input.value).toBe('');
    // The stored row changes before the live query re-renders the panel: wait for the button.
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Clear due date' }).disabled,
      ).toBe(true),
    );
  });

  it('refuses an empty value with a message and keeps the stored date', async () => {
    const { item, input } = await openPanel(local(18, 20));
    fireEvent.change(input, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Set due date' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a day and a time. The due date is unchanged.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(await storedDueAt(item.id)).toBe(local(18, 20));
  });

  it('follows a due date changed elsewhere when none is being typed', async () => {
    const { item, input } = await openPanel(null);
    await setDueDate(getDb(), item.id, local(30, 0), T0 + 1);
    await waitFor(() => expect(input.value).toBe('2026-11-30T00:00'));
  });
});
