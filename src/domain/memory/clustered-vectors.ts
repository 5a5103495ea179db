/**
 * Seeded synthetic embeddings shaped like a sentence encoder's: every vector shares a
 * common offset (e5-style models put all texts in a narrow cone, cosines 0.7–0.9), and
 * clusters nest — topics, subtopics, then the texts — so a query has true near neighbours
 * among look-alikes, as a log of many turns on few subjects does. Uniform random vectors
 * would make any index look good or bad for reasons no real log has. Used by the quantised
 * index's tests and by the bench.
 */

/** mulberry32: seeded numbers in [0, 1), the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal sample (Box–Muller). */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function unitGaussian(dims: number, random: () => number): Float32Array {
  const vector = new Float32Array(dims);
  for (let d = 0; d < dims; d += 1) vector[d] = gaussian(random);
  return normalised(vector);
}

function normalised(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const scale = sum > 0 ? 1 / Math.sqrt(sum) : 0;
  for (let d = 0; d < vector.length; d += 1) vector[d] = (vector[d] as number) * scale;
  return vector;
}

export type ClusterShape = {
  dims: number;
  topics: number;
  subtopicsPerTopic: number;
  seed: number;
  /** Given topic centres (e.g. real embeddings), packed; random ones when absent. */
  topicCentres?: Float32Array;
};

/**
 * A generator of vectors in the nested clusters of `shape`: `at(row, into, offset, topic?)`
 * writes row's unit vector (the same one for the same row and seed; in one of `topic`'s
 * subtopics when given, so that a text's words and its vector agree), `query(i)` a fresh one.
 */
export function clusteredVectors(shape: ClusterShape) {
  const { dims, topics, subtopicsPerTopic, seed } = shape;
  const random = seededRandom(seed);
  const common = unitGaussian(dims, random);
  const topicCentres = Array.from({ length: topics }, (_, t) => {
    const given = shape.topicCentres?.subarray(t * dims, (t + 1) * dims);
    if (given !== undefined && given.length === dims) return Float32Array.from(given);
    const centre = unitGaussian(dims, random);
    return normalised(centre.map((value, d) => 1.6 * (common[d] as number) + value));
  });
  const subtopics = topicCentres.flatMap((centre) =>
    Array.from({ length: subtopicsPerTopic }, () => {
      const noise = unitGaussian(dims, random);
      return normalised(centre.map((value, d) => value + 0.6 * (noise[d] as number)));
    }),
  );
  const point = (rowSeed: number, into: Float32Array, offset: number, topic?: number) => {
    const own = seededRandom(rowSeed);
    const pick =
      topic === undefined
        ? Math.floor(own() * subtopics.length)
        : (topic % topics) * subtopicsPerTopic + Math.floor(own() * subtopicsPerTopic);
    const subtopic = subtopics[pick] as Float32Array;
    let sum = 0;
    for (let d = 0; d < dims; d += 1) {
      const value = (subtopic[d] as number) + (0.7 / Math.sqrt(dims)) * gaussian(own);
      into[offset + d] = value;
      sum += value * value;
    }
    const scale = 1 / Math.sqrt(sum);
    for (let d = 0; d < dims; d += 1) into[offset + d] = (into[offset + d] as number) * scale;
  };
  return {
    at: (row: number, into: Float32Array, offset: number, topic?: number) =>
      point(seed * 7919 + row, into, offset, topic),
    query: (index: number) => {
      const vector = new Float32Array(dims);
      point(-(seed * 104_729 + index + 1), vector, 0);
      return vector;
    },
  };
}

/** `count` packed rows of `clusteredVectors(shape)`. */
export function clusteredRows(shape: ClusterShape, count: number): Float32Array {
  const generator = clusteredVectors(shape);
  const rows = new Float32Array(count * shape.dims);
  for (let row = 0; row < count; row += 1) generator.at(row, rows, row * shape.dims);
  return rows;
}
