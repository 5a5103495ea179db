import { expect, it } from 'vitest';

import { createFakeEmbedder } from '../../test/fake-embedder';
import { DismissalIndex } from './dismissal-index';

/** The fake embedder, counting the texts it was asked to embed. */
function countingEmbedder() {
  const fake = createFakeEmbedder();
  const asked: string[] = [];
  return {
    asked,
    embedder: {
      ...fake,
      embed: (texts: readonly string[]) => {
        asked.push(...texts);
        return fake.embed(texts);
      },
    },
  };
}

it('embeds a dismissed draft once while it is in the list, and forgets it once it is not', async () => {
  const { asked, embedder } = countingEmbedder();
  const index = new DismissalIndex(embedder);
  const entry = { itemId: 'passport', draft: 'my passport photo is ugly' };
  await index.load([entry]);
  await index.load([entry, { itemId: 'visa', draft: 'visa fees' }]);
  expect(asked).toEqual(['my passport photo is ugly', 'visa fees']);

  await index.load([]); // a wipe
  expect(index.similarity('passport', new Float32Array(embedder.dims))).toBeNull();
  await index.load([entry]);
  expect(asked).toEqual(['my passport photo is ugly', 'visa fees', 'my passport photo is ugly']);
});
