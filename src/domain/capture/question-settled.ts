import { toSimplified } from './simplified';

/*
 * Whether a sentence that brings an open question up again settles it, in words other than
 * "decided": "We're not bidding on the land", "Keeping Spanish after all", "不转学了",
 * "还是先报网课". The classifier reads a decision by its own cues; these are the answers a
 * person gives a question they asked themselves, which it reads as news or a plan. Still
 * open when the sentence hesitates ("not sure", "还在纠结") or asks again.
 */

const EN_SETTLED: readonly RegExp[] = [
  // "We're not bidding", "I'm no longer applying", "I'm not going to".
  /\b(?:i|we)(?:'re|’re| are|'m|’m| am) (?:not|no longer) (?!sure\b|feeling\b|getting\b|looking\b)\w+ing\b/i,
  // "We'll stick with the old van", "I'll go with the cheaper one".
  /\b(?:i|we)(?:'ll|’ll| will) (?:stick|stay|keep|go) with\b/i,
  /(?<!^\s*)\bafter all\b/i, // "Keeping it after all" — not "After all, it is a big move\"
  // "We're switching Leo to the new club from June": a choice carried out from now on.
  /\b(?:i|we)(?:'re|’re| are|'m|’m| am) (?:switching|moving|changing|keeping|staying|sticking|signing|enrolling|buying|selling|going ahead)\b/i,
  // A journal's subjectless answer: "Keeping Spanish.", "Not doing the night classes."
  /^(?:keeping|sticking with|going with|staying with|skipping|dropping|passing on|not \w+ing)\b/i,
  // "We chose the public school", "I've settled on the blue one".
  /\b(?:i|we)(?:'ve|’ve| have)? (?:chose|chosen|picked|settled on|went with|gone with|opted)\b/i,
];

const ZH_SETTLED: readonly RegExp[] = [
  // 不转学了, 不再续租了: a step given up, named by its verb (not 不听话了, 睡不着了: states).
  /(?<![受得来起])不再?(?:搬|换|去|报|买|转|做|开(?!心)|续|租|考|学|请|上|接|投|申请|参加|读|办|装|养|种|卖|回|找|用|留)[\u4e00-\u9fff]{0,3}了(?![吗吧呢])/,
  // 想了想还是先报网课, 最后还是不换了 (not 还是 as "still": 这还是去年买的).
  /还是(?:决定|先)|(?:想了想|最后|最终|后来|商量[了过后]*)[，,]?\s*还是/,
  // 外卖先不上, 先不请家教: not for now.
  /先不(?!说|管|急|用说)[\u4e00-\u9fff]/,
  /(?:就这么定|就这样定|定下来了|选了|挑了)/,
];

/** Words of someone still making up their mind. */
const STILL_OPEN =
  /[?？]|\b(?:not sure|unsure|wondering|whether|don't know|dont know|undecided|still (?:thinking|torn|deciding|weighing)|maybe|might|torn)\b|还没|还在|不确定|不知道|纠结|犹豫|也许|可能|要不要|考虑/i;

export function settlesAQuestion(sentence: string): boolean {
  const text = toSimplified(sentence.normalize('NFKC')).trim();
  if (STILL_OPEN.test(text)) return false;
  return EN_SETTLED.some((pattern) => pattern.test(text)) || ZH_SETTLED.some((p) => p.test(text));
}
