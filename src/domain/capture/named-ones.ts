/**
 * The people and places a sentence names: relatives by what the writer calls them (mum, 妈妈,
 * one id for both languages) and, in Latin script, capitalised words after a sentence's
 * first (Ana, Lisbon) other than days, months and "I". Two sentences alike in every other
 * word but naming different ones — "Call mum on Sunday" and "Call dad on Sunday", 0.78 by
 * the built-in model's cosine — are about different things.
 */

/** Canonical id → the words for that relative (the Han ones are read longest first, below). */
const RELATIVES: Record<string, readonly string[]> = {
  mother: ['mum', 'mom', 'mother', 'mama', '妈妈', '母亲', '老妈', '妈'],
  father: ['dad', 'father', 'papa', '爸爸', '父亲', '老爸', '爸'],
  sister: ['sister', '姐姐', '妹妹', '姐妹'],
  brother: ['brother', '哥哥', '弟弟', '兄弟'],
  daughter: ['daughter', '女儿'],
  son: ['son', '儿子'],
  wife: ['wife', '老婆', '妻子', '太太'],
  husband: ['husband', '老公', '丈夫'],
  grandmother: ['grandma', 'grandmother', 'granny', 'nana', '奶奶', '外婆', '姥姥'],
  grandfather: ['grandpa', 'grandfather', '爷爷', '外公', '姥爷'],
  aunt: ['aunt', 'auntie', '阿姨', '姑姑', '姨妈', '舅妈'],
  uncle: ['uncle', '叔叔', '舅舅', '伯伯', '姑父'],
  cousin: ['cousin', '表哥', '表姐', '表妹', '表弟', '堂哥', '堂姐', '堂妹', '堂弟'],
};

/**
 * Children told apart by their order, as Chinese names them: 大女儿 and 小女儿 are both a
 * daughter, but not the same one ("给大女儿报游泳班" is not "小女儿也想学游泳"). Each also
 * counts as the plain relative, so "女儿的游泳班报好了" still names either.
 */
const ORDERED_CHILDREN: readonly [string, readonly string[]][] = [
  ['大女儿', ['daughter', 'daughter-eldest']],
  ['二女儿', ['daughter', 'daughter-second']],
  ['小女儿', ['daughter', 'daughter-youngest']],
  ['大儿子', ['son', 'son-eldest']],
  ['二儿子', ['son', 'son-second']],
  ['小儿子', ['son', 'son-youngest']],
  ['老大', ['child', 'child-first']],
  ['老二', ['child', 'child-second']],
  ['老三', ['child', 'child-third']],
  ['大宝', ['child', 'child-first']],
  ['二宝', ['child', 'child-second']],
  ['三宝', ['child', 'child-third']],
];

const LATIN_RELATIVE = new Map<string, string>();
const HAN_RELATIVES: [string, string][] = [];
for (const [id, words] of Object.entries(RELATIVES)) {
  for (const word of words) {
    if (/^[a-z]+$/u.test(word)) LATIN_RELATIVE.set(word, id);
    else HAN_RELATIVES.push([word, id]);
  }
}
// Longest first, so 妈妈 is read before 妈.
HAN_RELATIVES.sort((a, b) => b[0].length - a[0].length);

const NOT_NAMES = new Set(
  (
    'I Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April ' +
    'May June July August September October November December Mon Tue Wed Thu Fri Sat Sun OK'
  ).split(' '),
);

export function namedOnes(text: string): Set<string> {
  const named = new Set<string>();
  for (const sentence of text.split(/[.!?。！？\n]+/u)) {
    const words = sentence.match(/[\p{L}'’]+/gu) ?? [];
    words.forEach((word, index) => {
      // "Mum's", "Ana's": the possessive names the same one.
      const bare = word.replace(/['’]s$/u, '');
      const relative = LATIN_RELATIVE.get(bare.toLowerCase());
      if (relative !== undefined) named.add(relative);
      else if (index > 0 && /^\p{Lu}\p{Ll}+$/u.test(bare) && !NOT_NAMES.has(bare)) {
        named.add(bare.toLowerCase());
      }
    });
  }
  let rest = text;
  for (const [word, ids] of ORDERED_CHILDREN) {
    if (!rest.includes(word)) continue;
    for (const id of ids) named.add(id);
    rest = rest.split(word).join(' ');
  }
  for (const [word, id] of HAN_RELATIVES) {
    if (!rest.includes(word)) continue;
    named.add(id);
    rest = rest.split(word).join(' ');
  }
  return named;
}

/**
 * Each names someone or somewhere the other does not: another one in the same place.
 * `inSentence` is `namedOnes` of the sentence, read once for all the items it is held against.
 */
export function namesAnotherOne(inSentence: ReadonlySet<string>, item: string): boolean {
  const inItem = namedOnes(item);
  const outside = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
    [...a].some((one) => !b.has(one));
  return outside(inSentence, inItem) && outside(inItem, inSentence);
}
