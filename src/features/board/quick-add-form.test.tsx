import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';

import { renderFeature, setupAppTests } from '../../test/render';
import * as boardActions from './board-actions';
import { QuickAddForm } from './quick-add-form';

setupAppTests();
afterEach(() => vi.restoreAllMocks());

/** An add that resolves only when the test says so: the save is still in flight. */
function holdTheAdd(result: boolean): () => void {
  let release = () => {};
  vi.spyOn(boardActions, 'addQuickItem').mockImplementation(
    () => new Promise((resolve) => (release = () => resolve(result))),
  );
  return () => release();
}

it('keeps what was typed while the add was being stored', async () => {
  const release = holdTheAdd(true);
  renderFeature(<QuickAddForm />);
  const box = screen.getByRole('textbox', { name: 'New item' });
  await userEvent.type(box, 'Call the bank');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  await userEvent.clear(box);
  await userEvent.type(box, 'Book the dentist');
  release();
  await vi.waitFor(() =>
    expect(boardActions.addQuickItem).toHaveBeenCalledWith('Call the bank', 'plan'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(box).toHaveProperty('value', 'Book the dentist');
});

it('empties the box once the add is stored, and keeps the text when it is refused', async () => {
  const releaseStored = holdTheAdd(true);
  renderFeature(<QuickAddForm />);
  const box = screen.getByRole('textbox', { name: 'New item' });
  await userEvent.type(box, 'Call the bank');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  releaseStored();
  await vi.waitFor(() => expect(box).toHaveProperty('value', ''));

  const releaseRefused = holdTheAdd(false);
  await userEvent.type(box, 'Call the bank again');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  releaseRefused();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(box).toHaveProperty('value', 'Call the bank again');
});
