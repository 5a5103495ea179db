/**
 * Deterministic text for the bench: short sentences to embed, and topics whose items the
 * recall panel should find. No randomness, so two runs embed exactly the same text.
 */

const SUBJECTS = ['I', 'We', 'The team', 'My sister', 'Our landlord', 'The client', 'Maya', 'Tom'];
const VERBS = ['should fix', 'want to sell', 'could paint', 'will review', 'need to book'];
const OBJECTS = [
  'the old bicycle',
  'the kitchen tap',
  'the quarterly report',
  'a table for six',
  'the garden fence',
  'the flight to Lisbon',
  'the budget sheet',
  'the broken laptop',
];
const WHEN = ['tomorrow', 'next week', 'before Friday', 'this weekend', 'after lunch'];

/** `count` distinct short sentences (8 to 12 words), the same ones on every run, from `from`. */
export function shortSentences(count: number, from = 0): string[] {
  const sentences: string[] = [];
  for (let i = from; i < from + count; i += 1) {
    const subject = SUBJECTS[i % SUBJECTS.length] ?? '';
    const verb = VERBS[Math.floor(i / SUBJECTS.length) % VERBS.length] ?? '';
    const object = OBJECTS[Math.floor(i / 40) % OBJECTS.length] ?? '';
    const when = WHEN[Math.floor(i / 320) % WHEN.length] ?? '';
    sentences.push(`${subject} ${verb} ${object} ${when}, note ${i}.`);
  }
  return sentences;
}

/**
 * The topics of the seeded items: each item is one topic plus a number, with a vector near
 * the topic's. A draft equal to a topic then recalls that topic's items first, so the bench
 * knows which cards the panel must show. No topic is a prefix of another.
 */
export const TOPICS: readonly string[] = [
  'Build a poetry recommender app for morning readers',
  'Renew my passport before the trip to Japan',
  'Should we move the database to PostgreSQL',
  'Learn to bake sourdough bread at home',
  'Decided to cancel the gym membership in March',
  'Write a short story about a lighthouse keeper',
  'Ask the landlord about fixing the heating',
  'Start running three times a week before work',
  'Plan a surprise birthday dinner for Anna',
  'Migrate the mobile app to the new payment API',
  'Read the history of the Roman republic',
  'Sell the old car before the winter',
  'Set up automatic backups for the family photos',
  'Learn enough Spanish to order in restaurants',
  'Replace the broken fence in the back garden',
  'Prepare slides for the conference talk on caching',
  'Find a dentist closer to the new flat',
  'Build a birdhouse with the kids this summer',
  'Compare electricity providers for a cheaper tariff',
  'Organise the team offsite in the mountains',
  'Write thank-you notes after the wedding',
  'Investigate why the test suite got so slow',
  'Plant tomatoes and basil on the balcony',
  'Save for a new laptop by the end of the year',
  'Try meditating for ten minutes every evening',
  'Donate the old books to the school library',
  'Insight: people churn when onboarding takes too long',
  'Question: is remote work better for deep focus',
  'Record a podcast episode about local history',
  'Fix the squeaky door in the hallway',
  'Apply for the design course starting in autumn',
  'Visit grandmother in the village next month',
  // Chinese drafts: the panel adds the words they share with an item (shared-words.ts).
  '下周六带孩子去动物园看熊猫',
  '月底之前把季度报告交给老板',
  '要不要换一家离公司近的健身房',
];

/** The topic of the `index`th draft: its items' texts begin with it. */
export function topicAt(index: number): string {
  return TOPICS[index % TOPICS.length] ?? '';
}

/**
 * The drafts typed or sent as queries: the topics, in a fixed order, then again with the
 * round's number, so that no draft repeats (the worker remembers the vectors of texts it
 * embedded: a repeated draft would time a lookup, not an embedding).
 */
export function draftAt(index: number): string {
  const topic = topicAt(index);
  const round = Math.floor(index / TOPICS.length);
  return round === 0 ? topic : `${topic} (${round + 1})`;
}

/*
 * The worker remembers the vectors of texts it embedded (ml/worker/recent-vectors.ts): a row
 * that timed a text embedded before in the page would time a lookup. Rows that time
 * embeddings take their texts from here, each text once per page.
 */
let sentencesGiven = 0;
/** Past the first round: the bare topics are embedded as topics (topicVectors, bench/ml.ts). */
let draftsGiven = TOPICS.length;

/** `count` short sentences not handed out before in this page. */
export function freshSentences(count: number): string[] {
  const sentences = shortSentences(count, sentencesGiven);
  sentencesGiven += count;
  return sentences;
}

/** A draft not handed out before in this page. */
export function freshDraft(): string {
  return draftAt(draftsGiven++);
}
