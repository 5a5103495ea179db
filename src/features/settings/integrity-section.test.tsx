import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { addItem } from '../../db/items-repo';
import { makeItemVersion, T0 } from '../../test/factories';
import { renderFeature, setupAppTests } from '../../test/render';
import { IntegritySection } from './integrity-section';

setupAppTests();

describe('Settings → Check this browser’s data', () => {
  it('says a sound profile is sound, and offers no repair', async () => {
    await addItem(getDb(), { content: 'Book the ferry', type: 'plan' }, T0);
    renderFeature(<IntegritySection />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/No problems found in 1 items/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Repair' })).toBeNull();
  });

  it('finds what is broken, repairs it keeping the text, and says so', async () => {
    // The earlier text of an item that is gone: a record pointing at nothing.
    await getDb().itemVersions.add(
      makeItemVersion('gone', { id: 'v1', content: 'Sell the boat to Jonas' }),
    );
    const u = userEvent.setup();
    renderFeature(<IntegritySection />);
    await u.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/References to records that are gone: 1\./)).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Repair' }));

    expect(await screen.findByText(/Problems repaired: 1\. No text was removed\./)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /Items back in the archive from their earlier texts: 1\./,
    );
    expect((await getDb().items.get('gone'))?.content).toBe('Sell the boat to Jonas');
  });
});
