import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { addItem } from '../../db/items-repo';
import { addSuggestions, pendingSuggestions } from '../../db/suggestions-repo';
import type { ChooseCloseSuggestion } from '../../domain/capture/suggestion';
import { T0 } from '../../test/factories';
import { renderFeature, setupAppTests } from '../../test/render';
import { SuggestionRow } from './suggestion-row';

setupAppTests();

async function askWhich(): Promise<ChooseCloseSuggestion> {
  const db = getDb();
  const landlord = await addItem(
    db,
    { content: 'Call the landlord about the boiler', type: 'plan' },
    T0,
  );
  const plumber = await addItem(
    db,
    { content: 'Call the plumber about the boiler', type: 'plan' },
    T0,
  );
  const offer: ChooseCloseSuggestion = {
    id: 'e1:0:choose-close',
    kind: 'choose-close',
    createdAt: T0,
    episodeId: 'e1',
    choices: [
      { itemId: landlord.id, itemText: landlord.content },
      { itemId: plumber.id, itemText: plumber.content },
    ],
    outcome: 'done',
    sentence: 'Sorted out the boiler today.',
  };
  await addSuggestions(db, [offer]);
  return offer;
}

describe('"Which one is done?"', () => {
  it('closes the item the person picks, and only that one', async () => {
    const offer = await askWhich();
    renderFeature(<SuggestionRow suggestion={offer} />);
    expect(screen.getByText('Which one is done?')).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: 'Call the plumber about the boiler' }),
    );

    const [landlord, plumber] = offer.choices;
    await waitFor(async () =>
      expect((await getDb().items.get(plumber?.itemId ?? ''))?.status).toBe('closed'),
    );
    expect((await getDb().items.get(landlord?.itemId ?? ''))?.status).toBe('open');
    expect(await pendingSuggestions(getDb())).toEqual([]);
  });

  it('lets the question go with "None of these", changing nothing', async () => {
    const offer = await askWhich();
    renderFeature(<SuggestionRow suggestion={offer} />);
    await userEvent.click(screen.getByRole('button', { name: 'None of these' }));
    await waitFor(async () => expect(await pendingSuggestions(getDb())).toEqual([]));
    const statuses = (await getDb().items.toArray()).map((item) => item.status);
    expect(statuses).toEqual(['open', 'open']);
  });
});
