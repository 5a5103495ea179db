import { afterEach, describe, expect, it } from 'vitest';

import { addItem } from '../db/items-repo';
import { makeEpisode, makeItem, makeJournalSource, T0 } from '../test/factories';
import { linkDocs, mirrorDevice, removeMirrorDevices, settleMirrors } from './mirror-test-devices';

afterEach(removeMirrorDevices);

describe('rows from the room', () => {
  it('are stored only when valid, and held until what they point at arrives', async () => {
    const laptop = mirrorDevice();
    const valid = await addItem(laptop.db, { content: 'Renew the passport', type: 'plan' }, T0);
    await settleMirrors();
    // Anyone who syncs with the passphrase can write anything into the shared document.
    const { id: noId, ...withoutId } = makeItem({ id: 'no-id' });
    laptop.doc
      .getMap('items')
      .set('bad-content', { ...makeItem({ id: 'bad-content' }), content: 12345 });
    laptop.doc.getMap('items').set(noId, withoutId);
    laptop.doc.getMap('episodes').set('e-early', makeEpisode('late-source', { id: 'e-early' }));

    const skipped: number[] = [];
    const phone = mirrorDevice({ onSkipped: (count) => skipped.push(count) });
    linkDocs(laptop.doc, phone.doc);
    await settleMirrors();

    expect((await phone.db.items.toArray()).map((item) => item.id)).toEqual([valid.id]);
    expect(await phone.db.episodes.count()).toBe(0);
    expect(skipped.at(-1)).toBe(3);

    // The entry the episode belongs to arrives after it.
    laptop.doc.getMap('sources').set('late-source', makeJournalSource({ id: 'late-source' }));
    await settleMirrors();
    expect((await phone.db.episodes.toArray()).map((episode) => episode.id)).toEqual(['e-early']);
    expect(skipped.at(-1)).toBe(2);
  });
});
