/**
 * Does a sentence say that something kept as a fact or habit no longer holds? The cues of
 * a change of state or of practice — "we're moving off PostgreSQL", "I don't run in the
 * evenings any more", "我们改用 MySQL 了", "不再吃肉了" — which capture's change cues (a plan
 * moved to another day) do not cover.
 */
const EN_CONTRADICTION = [
  /\b(?:no longer|not any ?more|any ?more\b.*\bnot|don't .* any ?more|doesn't .* any ?more)\b/,
  /\b(?:moving|moved|migrating|migrated|switching|switched|changing|changed) (?:off|away from|from|over to|to)\b/,
  /\b(?:stopped|quit|quitting|gave up|giving up|dropped|dropping|ditched|ditching|replaced|replacing)\b/,
  /\binstead of\b|\bnot (?:any|so) much\b.*\bnow\b|\bthese days\b.*\bnot\b/,
  /\bused to\b/,
  /\b(?:now|from now on) (?:i|we)\b/,
];

const ZH_CONTRADICTION = [
  /不再|不用了|不吃了|不跑了|不做了|已经不|再也不|戒了|放弃了|停了/u,
  /改用|改成|换成|换到|改到|转到|迁到|迁移到|搬离|不用.+了|从.+换/u,
  /以前.+现在|现在改|现在不/u,
];

export function saysNoLonger(sentence: string): boolean {
  const text = sentence.toLowerCase().replace(/[‘’ʼ]/gu, "'");
  return [...EN_CONTRADICTION, ...ZH_CONTRADICTION].some((pattern) => pattern.test(text));
}
