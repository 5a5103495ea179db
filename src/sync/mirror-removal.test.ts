import { afterEach, describe, expect, it } from 'vitest';

import { checkIntegrity } from '../db/integrity';
import { addItem, archive, deleteForever } from '../db/items-repo';
import { addSampleJournal, removeSampleJournal } from '../db/sample-journal-repo';
import { episodeVectorsKey, ERASED_SLOT_ID, type EmbeddingChunk } from '../domain/embedding';
import { T0 } from '../test/factories';
import { linkDocs, mirrorDevice, removeMirrorDevices, settleMirrors } from './mirror-test-devices';

afterEach(removeMirrorDevices);

function chunk(modelId: string, itemIds: string[]): EmbeddingChunk {
  return {
    modelId,
    chunkIndex: 0,
    dims: 2,
    itemIds,
    itemVersions: itemIds.map(() => 1),
    vectors: new Float32Array(itemIds.length * 2).fill(0.5),
    updatedAt: T0,
  };
}

describe('a row removed on another device', () => {
  it('takes its vectors here with it, under every model (delete forever)', async () => {
    const laptop = mirrorDevice();
    const phone = mirrorDevice();
    linkDocs(laptop.doc, phone.doc);
    const kept = await addItem(laptop.db, { content: 'Keep the receipts', type: 'plan' }, T0);
    const gone = await addItem(laptop.db, { content: 'The test results', type: 'plan' }, T0);
    await settleMirrors();
    // The phone computed its own vectors of both.
    await phone.db.embeddings.bulkPut([
      chunk('model-a', [kept.id, gone.id]),
      chunk('model-b', [gone.id]),
    ]);

    await archive(laptop.db, gone.id, T0 + 1);
    await deleteForever(laptop.db, gone.id);
    await settleMirrors();

    expect(await phone.db.items.get(gone.id)).toBeUndefined();
    expect((await checkIntegrity(phone.db)).orphans.vectorsWithoutOwner).toBe(0);
    const [modelA, modelB] = await phone.db.embeddings.toArray();
    expect(modelA?.itemIds).toEqual([kept.id, ERASED_SLOT_ID]);
    expect([...(modelA?.vectors ?? [])]).toEqual([0.5, 0.5, 0, 0]);
    expect(modelB?.itemIds).toEqual([ERASED_SLOT_ID]);
  });

  it('takes the vectors of removed entries’ episodes with them', async () => {
    const laptop = mirrorDevice();
    const phone = mirrorDevice();
    linkDocs(laptop.doc, phone.doc);
    await addSampleJournal(laptop.db, 'en', T0);
    await settleMirrors();
    const episodeIds = (await phone.db.episodes.toArray()).map((episode) => episode.id);
    expect(episodeIds.length).toBeGreaterThan(0);
    await phone.db.embeddings.put(chunk(episodeVectorsKey('model-a'), episodeIds));

    await removeSampleJournal(laptop.db);
    await settleMirrors();

    expect(await phone.db.episodes.count()).toBe(0);
    expect((await checkIntegrity(phone.db)).orphans.vectorsWithoutOwner).toBe(0);
  });
});
