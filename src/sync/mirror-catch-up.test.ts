import { afterEach, expect, it } from 'vitest';

import { createItem } from '../domain/item-edit';
import { T0 } from '../test/factories';
import { finishedLandings } from './landing-stages';
import { linkDocs, mirrorDevice, removeMirrorDevices, settleMirrors } from './mirror-test-devices';

afterEach(removeMirrorDevices);

it('a new device lands a batch of more items than Dexie zone-echoes (all 300, no mirror error)', async () => {
  const errors: unknown[] = [];
  const laptop = mirrorDevice({ onError: (error) => errors.push(error) });
  const items = Array.from({ length: 300 }, (_, index) =>
    createItem({ content: `Item ${index}`, type: 'plan', saidAt: T0 }, T0),
  );
  await laptop.db.items.bulkAdd(items);
  await settleMirrors();
  const landingsBefore = finishedLandings();
  const phone = mirrorDevice({ onError: (error) => errors.push(error) });
  linkDocs(laptop.doc, phone.doc);
  await settleMirrors();
  expect(errors).toEqual([]);
  expect(await phone.db.items.count()).toBe(300);
  // What the sync bench waits on before it counts the rows.
  expect(finishedLandings()).toBeGreaterThan(landingsBefore);
});
