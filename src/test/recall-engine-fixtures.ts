/** Shared by the RecallEngine tests: the fake embedder's thresholds, entries, an engine. */
import type { IndexEntry } from '../ml/protocol';
import { RecallEngine } from '../ml/worker/recall-engine';
import { createFakeEmbedder } from './fake-embedder';

/** Thresholds on the fake embedder's scale (bag-of-words cosines). */
export const THRESHOLDS = { dense: 0.3, lexical: 0.2 };

export function entry(id: string, text: string, status: IndexEntry['status'] = 'open', saidAt = 0) {
  return { id, text, status, saidAt };
}

/** A RecallEngine over the fake embedder, holding `entries`. */
export async function engineWith(entries: IndexEntry[]) {
  const embedder = createFakeEmbedder();
  const engine = new RecallEngine(embedder);
  engine.load({ entries: [], vectorIds: [], vectors: new Float32Array() });
  await engine.upsert(entries);
  return { engine, embedder };
}
