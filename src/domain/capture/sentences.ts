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
  return sentences;
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
