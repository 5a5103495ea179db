import { stemmer } from 'stemmer';

import { tokenize } from '../recall/tokens';
import { baseForm } from './irregular-verbs';
import { namedOnes, namesAnotherOne } from './named-ones';
import { toSimplified } from './simplified';

/**
 * Which kept item a sentence is about, and whether that is sure enough to act on.
 *
 * Recall's score alone cannot tell two similar items apart ("book flights to Lisbon" and
 * "book the hotel in Lisbon" are close to "Flights booked!" both), and it happily finds a
 * nearest item for a sentence about something never written down. So each item recall
 * found is also scored by what the sentence *names* of it: the distinctive words (and
 * Chinese character pairs) they share, a word weighing less the more of the found items
 * hold it. An item is the sure one only when it is named and leads the next by a margin.
 */

/** A kept item recall found for the sentence, with recall's relevance score. */
export type FoundItem = { id: string; text: string; score: number };

export type About = {
  id: string;
  /** Recall's score plus the naming bonus; what the margin is measured on. */
  strength: number;
  /** How much of the item the sentence names: 1 is two distinctive words or more. */
  named: number;
  /** The share of the sentence's own distinctive words the item holds: how little is new. */
  covered: number;
  /** The sentence names another person or place where the item names its own (named-ones.ts). */
  namesAnother: boolean;
  /** Named, and ahead of the runner-up by the margin: safe to act on without asking. */
  isSure: boolean;
  /** How far ahead of the runner-up it is (its whole strength when it is the only one found). */
  lead: number;
  /**
   * When it is not sure: the items the sentence names about as well as this one (this one
   * first, at most three), each named and none naming another — the ones a person could
   * mean. Empty when it is sure, or when nothing else comes close.
   */
  contenders: string[];
};

/** How much naming an item counts against recall's score (cosines sit around 0.3–0.8). */
const NAMED_WEIGHT = 0.6;
/** The lead over the runner-up an item needs before anything is done to it unasked. */
const SURE_MARGIN = 0.12;
/** The most items a person is asked to choose from; more than that is no one clearly meant. */
const MAX_CONTENDERS = 3;
/** Distinctive words shared for an item to count as fully named. */
const FULLY_NAMED_WORDS = 2;

/** The item the sentence is most about, or null when none is named or close enough. */
export function aboutWhich(sentence: string, found: readonly FoundItem[]): About | null {
  if (found.length === 0) return null;
  const sentenceWords = new Set(distinctiveTokens(sentence));
  const sentenceNames = namedOnes(sentence);
  const itemWords = found.map((item) => new Set(distinctiveTokens(item.text)));
  const spread = documentFrequencies(itemWords);
  const ranked = found
    .map((item, index) => {
      const words = itemWords[index] ?? new Set<string>();
      const named = namedShare(sentenceWords, words, spread, found.length);
      const covered = coveredShare(sentenceWords, words);
      const namesAnother = namesAnotherOne(sentenceNames, item.text);
      const strength = item.score + NAMED_WEIGHT * named;
      return { id: item.id, named, covered, namesAnother, strength };
    })
    .sort((a, b) => b.strength - a.strength);
  const [best, runnerUp] = ranked;
  if (best === undefined) return null;
  const lead = best.strength - (runnerUp?.strength ?? 0);
  const isSure = best.named > 0 && !best.namesAnother && lead >= SURE_MARGIN;
  const close = ranked.filter(
    (item) => item.named > 0 && !item.namesAnother && best.strength - item.strength < SURE_MARGIN,
  );
  const contenders =
    isSure || close.length < 2 ? [] : close.slice(0, MAX_CONTENDERS).map((item) => item.id);
  return { ...best, isSure, lead, contenders };
}

function namedShare(
  sentenceWords: ReadonlySet<string>,
  itemWords: ReadonlySet<string>,
  spread: ReadonlyMap<string, number>,
  itemCount: number,
): number {
  let weight = 0;
  for (const word of itemWords) {
    if (!sentenceWords.has(word)) continue;
    // A word every found item holds ("Lisbon" in both trips) says little about which one.
    const holders = spread.get(word) ?? 1;
    weight += itemCount === 1 ? 1 : Math.log(1 + itemCount / holders) / Math.log(1 + itemCount);
  }
  return Math.min(1, weight / FULLY_NAMED_WORDS);
}

function coveredShare(sentenceWords: ReadonlySet<string>, itemWords: ReadonlySet<string>) {
  if (sentenceWords.size === 0) return 0;
  let shared = 0;
  for (const word of sentenceWords) if (itemWords.has(word)) shared += 1;
  return shared / sentenceWords.size;
}

function documentFrequencies(docs: readonly ReadonlySet<string>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const doc of docs) for (const word of doc) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The words that can name a thing: Latin words of three letters or more, not function words,
 * with plural and tense endings folded ("flights booked" meets "book flights"); Chinese
 * character pairs, not single characters, and not the pairs that carry no topic (我们, 已经).
 */
export function distinctiveTokens(text: string): string[] {
  const words: string[] = [];
  // 刀盤 names 刀盘: an item and a sentence in the two scripts share their words.
  for (const token of tokenize(toSimplified(text))) {
    if (/\p{Script=Han}/u.test(token)) {
      if (isTopicPair(token)) words.push(token);
    } else if (token.length >= 3 && !EN_FUNCTION_WORDS.has(token)) {
      words.push(stem(baseForm(token)));
    } else if (/^\d+$/u.test(token)) {
      words.push(token);
    }
  }
  return words;
}

/**
 * A pair of characters that can name a topic: not 我们 or 已经, nor any pair with 了 or 不.
 * A pronoun ends a pair only inside a word or after a verb (吉他, 帮他), so only one that
 * begins a pair is grammar there (他修 in 吉他修好了 is "he" + "fix").
 */
function isTopicPair(token: string): boolean {
  const chars = Array.from(token);
  if (chars.length !== 2 || ZH_FUNCTION_PAIRS.has(token)) return false;
  const [first = '', second = ''] = chars;
  return !ZH_FUNCTION_CHARS.has(first) && (!ZH_FUNCTION_CHARS.has(second) || PRONOUNS.has(second));
}

/**
 * Porter's stemmer (the `stemmer` package): "flights"/"flight", "booked"/"book",
 * "dropping"/"drop", "decided"/"decide" meet. A hand-written suffix cut missed the doubled
 * consonant and the silent e, so a sentence named its item by fewer words than it shared.
 */
function stem(word: string): string {
  return stemmer(word);
}

const EN_FUNCTION_WORDS = new Set(
  (
    'the and for with that this these those from into onto about over under after before ' +
    'then than there here their they them your you yours our ours his her hers its it\u2019s ' +
    'was were been being are have has had having will would shall should could can may might ' +
    'must not but also just only still even very really actually maybe some any all each ' +
    'every more most much many few lot lots what when where which who whom whose why how ' +
    'did does doing done get got gets getting going gonna want wanted need needs think ' +
    'thought feel felt know knew make made take took today tomorrow tonight yesterday week ' +
    'weeks month months year next last this one two three again already yet finally now ' +
    'soon later okay yeah like well thing things stuff someone something anything nothing ' +
    'because while until since though although whether either neither both such own same ' +
    'other another ever never always sure pretty quite way lol idk ugh honestly ' +
    // the words that carry a decision, not what it is about ("decided to sit the exam")
    'decide decided decides deciding decision ' +
    // a thing pointed back at ("that plan is off"), not named
    'plan plans idea ideas'
  ).split(/\s+/u),
);

/** Characters that carry grammar, not topics: a pair holding one names nothing. */
const ZH_FUNCTION_CHARS = new Set(
  Array.from(
    '了好完不的是我你他她它们這这那就都也还還在个個吧吗嗎呢啊呀哦嗯和与與跟把被给給让讓又再才很太挺真没沒只',
  ),
);

const PRONOUNS = new Set(Array.from('他她它'));

const ZH_FUNCTION_PAIRS = new Set(
  (
    '我们 你们 他们 她们 咱们 自己 一个 这个 那个 这些 那些 什么 怎么 为什么 可以 没有 就是 ' +
    '已经 还是 还有 然后 但是 不过 因为 所以 如果 今天 明天 昨天 后天 这周 下周 上周 周末 ' +
    '今年 明年 去年 ' +
    '时候 感觉 觉得 终于 一下 一点 有点 好像 应该 需要 打算 准备 想要 不是 也是 都是 的话 ' +
    '了吧 了啊 了呢 一直 一定 真的 其实 反正 而且 或者 搞定 完了 好了 了， 其他 其它 ' +
    // the words that carry a decision, not what it is about ("决定不考了" names no exam)
    '决定 决心 ' +
    // how a story goes on, not what it is about ("最后决定不改了": in the end, no change)
    '最后 最终 后来 ' +
    // a thing pointed back at, and giving it up ("这个计划只好放弃" names no plan of its own)
    '计划 件事 想法 主意 放弃'
  ).split(/\s+/u),
);
