import { clusteredVectors } from '../src/domain/memory/clustered-vectors';
import { TOPICS } from './corpus';
import { topicOf } from './seed-data';

/** Subtopics under each seed topic: a heavy user's log returns to each subject often. */
const SUBTOPICS = 25;

/**
 * Synthetic turns' vectors for the episodic suites: nested clusters around the seed topics'
 * real embeddings (clustered-vectors.ts), row i in topic `topicOf(i)` as its text is.
 */
export function episodicGenerator(topics: Float32Array, dims: number) {
  return clusteredVectors({
    dims,
    topics: TOPICS.length,
    subtopicsPerTopic: SUBTOPICS,
    seed: 11,
    topicCentres: topics,
  });
}

export function episodicRows(topics: Float32Array, dims: number, count: number): Float32Array {
  const generator = episodicGenerator(topics, dims);
  const rows = new Float32Array(count * dims);
  for (let row = 0; row < count; row += 1) generator.at(row, rows, row * dims, topicOf(row));
  return rows;
}

/** The short text of synthetic turn `row` (its topic and a number, as seed items have). */
export function episodicText(row: number): string {
  return `${TOPICS[topicOf(row)] ?? ''} (turn ${row})`;
}
