/** Texts shorter than this stay whole: a short turn is one statement, however punctuated. */
const WHOLE_BELOW = 80;
/** A fragment shorter than this joins the sentence before it ("OK." "Yes!"). */
const MIN_SENTENCE = 6;

/**
 * Splits a turn or an entry into sentences, at English and Chinese sentence ends and at
 * line breaks, keeping the punctuation. Short texts are kept whole.
 */
export function splitSentences(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.length < WHOLE_BELOW) return trimmed === '' ? [] : [trimmed];
  const pieces = trimmed.match(/[^.!?。！？\n]+(?:[.!?。！？]+["'”’）)]*|\n|$)/gu) ?? [trimmed];
  const sentences: string[] = [];
  for (const raw of pieces) {
    const piece = raw.trim();
    if (piece === '') continue;
    const last = sentences.length - 1;
    if (piece.length < MIN_SENTENCE && last >= 0) sentences[last] = `${sentences[last]} ${piece}`;
    else sentences.push(piece);
  }
  return sentences;
}
