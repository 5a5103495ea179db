/**
 * A fragment lighter than this joins a neighbouring sentence ("OK.", "Yes!", "好。"): it
 * says nothing by itself. Weighed in reading weight (see `weightOf`).
 */
const MIN_SENTENCE = 6;

/**
 * A sentence runs to its end marks (and a closing quote), a line break, or an emoji that
 * a capital letter follows: "BLS renewed 🎉 Finished that podcast" is two sentences.
 */
const SENTENCE =
  /(?:[^.!?。！？\n\p{Extended_Pictographic}]|\p{Extended_Pictographic}(?!\s+\p{Lu}))+(?:[.!?。！？]+["'”’）)]*|\p{Extended_Pictographic}(?=\s+\p{Lu})|\n|$)/gu;

/**
 * Splits a turn or an entry into sentences, at English and Chinese sentence ends and at
 * line breaks, keeping the punctuation. Every sentence is read on its own — a change or a
 * done statement must not swallow the plan said after it, however short the message — but
 * a fragment too light to say anything joins the sentence before it (or after it, when it
 * comes first).
 */
export function splitSentences(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const pieces = trimmed.match(SENTENCE) ?? [trimmed];
  const sentences: string[] = [];
  let heldBack = '';
  for (const raw of pieces) {
    const piece = raw.trim();
    if (piece === '') continue;
    const last = sentences.length - 1;
    if (weightOf(piece) >= MIN_SENTENCE) {
      sentences.push(heldBack === '' ? piece : `${heldBack} ${piece}`);
      heldBack = '';
    } else if (last >= 0) sentences[last] = `${sentences[last]} ${piece}`;
    else heldBack = heldBack === '' ? piece : `${heldBack} ${piece}`;
  }
  if (heldBack !== '') sentences.push(heldBack);
  return sentences.flatMap(splitSecondIntention);
}

/**
 * Two things to do joined by "also" are two items: "I need to email the professor, and I
 * also need to email my tutor", "要给女儿报游泳班，也要给儿子报编程班". The sentence is cut
 * before the second, when the first clause says an intention of its own; without "also"
 * ("I need to call her, I'll do it tomorrow") the clauses stay one.
 */
const EN_FIRST_INTENTION =
  /\b(?:i|we)(?:\s+(?:really\s+)?(?:need|have|want|must|should|plan|will|am going)\b|['’](?:ll|m going|ve got)\b)/i;
const EN_SECOND_INTENTION =
  /,\s+(?=(?:and\s+|plus\s+)?(?:i|we)\s+also\s+(?:need|have|want|must|should|plan|'ll|will|'ve got)\b)/gi;
/** 要 and 得 as "must": not 重要, 觉得, 跑得很快. */
const ZH_FIRST_INTENTION = /(?<![觉记值舍使显懂晓重只不跑])(?:要|得)(?![很太多])|需要|打算|准备/;
const ZH_SECOND_INTENTION =
  /[，,](?=(?:我)?(?:也|还|另外还?|同时还?)(?:要|得|需要|打算|准备)(?!不要))/g;

/** Mixed writing mixes them: "I need to renew 儿子的 passport，也要 renew 我的". */
function splitSecondIntention(sentence: string): string[] {
  for (const second of [EN_SECOND_INTENTION, ZH_SECOND_INTENTION]) {
    const cut = [...sentence.matchAll(second)][0];
    if (cut === undefined) continue;
    const head = sentence.slice(0, cut.index + 1).trim();
    const saysIntention = EN_FIRST_INTENTION.test(head) || ZH_FIRST_INTENTION.test(head);
    if (!saysIntention || weightOf(head) < MIN_SENTENCE) continue;
    return [head, ...splitSecondIntention(sentence.slice(cut.index + 1).trim())];
  }
  return [sentence];
}

/**
 * Length as reading weight: a Chinese character says about as much as three Latin letters
 * (a word and its space run five or six; a Chinese word is about two characters).
 */
function weightOf(text: string): number {
  let weight = 0;
  for (const char of text) weight += /\p{Script=Han}/u.test(char) ? 3 : 1;
  return weight;
}
