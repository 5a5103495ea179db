import { EN_SEEDS } from './seed-examples-en';
import { EN_MEMORY_SEEDS } from './seed-examples-memory-en';
import { ZH_MEMORY_SEEDS } from './seed-examples-memory-zh';
import { MIXED_SEEDS } from './seed-examples-mixed';
import { MIXED_PLAIN_SEEDS } from './seed-examples-mixed-plain';
import { EN_NOT_ITEM_SEEDS } from './seed-examples-not-items-en';
import { ZH_NOT_ITEM_SEEDS } from './seed-examples-not-items-zh';
import { OPENING_SEEDS } from './seed-examples-openings';
import { EN_PLAIN_ITEM_SEEDS } from './seed-examples-plain-items-en';
import { ZH_PLAIN_ITEM_SEEDS } from './seed-examples-plain-items-zh';
import { EN_SMALL_TALK_SEEDS } from './seed-examples-small-talk-en';
import { ZH_SMALL_TALK_SEEDS } from './seed-examples-small-talk-zh';
import type { SeedExample } from './seed-example';
import { ZH_SEEDS } from './seed-examples-zh';

export type { SeedExample } from './seed-example';

/**
 * Labelled sentences for the nearest-example capture classifier: a new sentence is embedded and
 * takes the label of the seeds nearest to it, so these seeds are the classifier's whole notion of
 * what a plan, idea, decision, question, insight, fact or habit sounds like. They were written for
 * this project (no real people, no quoted text), in English, in colloquial simplified Chinese and
 * in mixed Chinese-English, across topics, registers, lengths and tense cues. The fact and habit
 * seeds (seed-examples-memory-*.ts) sit beside plans, decisions and single events on the same
 * topics, so that "I run at 8pm" and "I'll start running at 8pm" fall on their own sides.
 *
 * `none` is the widest group on purpose: small talk, finished events, feelings, thanks and requests
 * to an assistant are most of what people write. Close pairs sit side by side across the groups
 * (a plan and the decision behind it, an idea and the plan it turns into, an open question and a
 * request that merely ends in "?", an insight and a plain complaint) so that the nearest seed of a
 * borderline sentence is the one that tells them apart.
 *
 * The small-talk seeds (seed-examples-small-talk-*.ts) widen `none` with the kinds of sentence a
 * journal holds most and a classifier most often files by mistake: other people's plans,
 * hypotheticals and jokes, rhetorical questions, stories, complaints and feelings. The opening
 * seeds (seed-examples-openings.ts) are items that name their own kind ("Idea: …", "我们决定…").
 * The not-item seeds (seed-examples-not-items-*.ts) add more of the `none` kinds still filed as
 * items: complaints shaped as questions, other people's plans and advice, moods with time words,
 * days told as stories. The plain-item seeds (seed-examples-plain-items-*.ts) are items without
 * their kind's usual words: "轮胎该换了", "going with…", a plan to ask someone, "turns out…".
 *
 * Kept as one list, grouped by language then label, because the classifier and its tests read
 * them as one set.
 */
export const SEED_EXAMPLES: readonly SeedExample[] = [
  ...EN_SEEDS,
  ...EN_MEMORY_SEEDS,
  ...EN_SMALL_TALK_SEEDS,
  ...EN_NOT_ITEM_SEEDS,
  ...EN_PLAIN_ITEM_SEEDS,
  ...ZH_SEEDS,
  ...ZH_MEMORY_SEEDS,
  ...ZH_SMALL_TALK_SEEDS,
  ...ZH_NOT_ITEM_SEEDS,
  ...ZH_PLAIN_ITEM_SEEDS,
  ...MIXED_SEEDS,
  ...MIXED_PLAIN_SEEDS,
  ...OPENING_SEEDS,
];
