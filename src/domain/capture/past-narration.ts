import { baseForm } from './irregular-verbs';
import { toSimplified } from './simplified';

/**
 * Whether a sentence tells of what already happened ("we spent Sunday at the library",
 * "周日在图书馆泡了一整天", "chef said it starts Monday"): a day it names is then a day told
 * or someone else's arrangement, not a new due day for a plan of the writer's. Read from the
 * verb's form — an English past tense, a Chinese 了/过/咗 after a verb — so "can come on the
 * 21st" and "下下周一再交" are not.
 */
export function narratesThePast(sentence: string): boolean {
  const text = toSimplified(sentence.normalize('NFKC')).toLowerCase();
  if (ZH_PAST.test(text)) return true;
  const words = text.match(/[a-z']+/gu) ?? [];
  return words.some((word, i) => isPastTense(word) && !PASSIVE_NOW.has(words[i - 1] ?? ''));
}

/** Before a participle, what makes it a state now or to come: "can be cleared", "is booked". */
const PASSIVE_NOW = new Set([
  'be',
  'been',
  'being',
  'is',
  'are',
  'am',
  "it's",
  'get',
  'gets',
  'getting',
]);

/** A verb with 了, 过 or 咗 after it, not 了 that ends a change of state (改到周日了 is handled as a change). */
const ZH_PAST = /\p{Script=Han}(?:了(?!解)|过(?![来去年节])|咗)/u;

function isPastTense(word: string): boolean {
  if (PAST_WORDS.has(word)) return true;
  if (baseForm(word) !== word) return true;
  // "-ed" words that are no past tense: nouns and adjectives a plan is full of.
  return word.length > 4 && word.endsWith('ed') && !NOT_PAST.has(word);
}

const PAST_WORDS = new Set(['was', 'were', 'did', 'had', 'said', 'went', 'got', 'made', 'told']);
const NOT_PAST = new Set(['need', 'bed', 'shed', 'speed', 'hundred', 'seed', 'feed', 'weed']);
