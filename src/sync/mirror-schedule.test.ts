import { afterEach, describe, expect, it } from 'vitest';

import { addItem, rescheduleItem, snoozeItem } from '../db/items-repo';
import { T0 } from '../test/factories';
import { linkDocs, mirrorDevice, removeMirrorDevices, settleMirrors } from './mirror-test-devices';

afterEach(removeMirrorDevices);

const HOUR = 60 * 60 * 1000;

describe('a snooze and a reschedule on a synced device', () => {
  it('reach the other device, with the changes in the item’s history there too', async () => {
    const laptop = mirrorDevice();
    const phone = mirrorDevice();
    linkDocs(laptop.doc, phone.doc);
    const item = await addItem(laptop.db, { content: 'Renew the passport', type: 'plan' }, T0);
    await rescheduleItem(laptop.db, item.id, T0 + 48 * HOUR, T0 + 1);
    await snoozeItem(laptop.db, item.id, T0 + 3 * HOUR, T0 + 2);
    await settleMirrors();

    expect(await phone.db.items.get(item.id)).toMatchObject({
      dueAt: T0 + 48 * HOUR,
      snoozedUntil: T0 + 3 * HOUR,
    });
    const log = await phone.db.transitions.where('itemId').equals(item.id).sortBy('at');
    expect(log.map(({ action, times }) => ({ action, times }))).toEqual([
      { action: 'due', times: { from: null, to: T0 + 48 * HOUR } },
      { action: 'snooze', times: { from: null, to: T0 + 3 * HOUR } },
    ]);

    // Un-snoozed on the phone: the laptop agrees.
    await snoozeItem(phone.db, item.id, null, T0 + 4);
    await settleMirrors();
    expect((await laptop.db.items.get(item.id))?.snoozedUntil).toBeNull();
  });
});
