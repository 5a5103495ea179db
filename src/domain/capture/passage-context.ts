/**
 * Where a sentence ends: a line break, a Chinese closing mark, or a Latin one followed by a
 * space or the end — not the point of "3.5" or of a title such as "Dr." — each with any
 * closing quote or bracket after it.
 */
const SENTENCE_END =
  /(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|vs|etc|e\.g|i\.e))[.!?]+["'”’)]*(?=\s|$)\s*|[。！？]+[”’」』）)]*\s*|\n+/gu;

/** Below this reading weight (a Chinese character weighs three letters) a sentence is short. */
const SHORT_CONTEXT = 40;

function weightOf(text: string): number {
  return text.length + 2 * (text.match(/\p{Script=Han}/gu)?.length ?? 0);
}

/** The offsets where each sentence of `text` begins, in order, 0 first. */
function sentenceStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(SENTENCE_END)) {
    const next = match.index + match[0].length;
    if (next < text.length) starts.push(next);
  }
  return starts;
}

/**
 * The context a passage filed by hand keeps of its entry: the whole sentences it lies in, as
 * written, so the card quotes where it came from rather than the entry's first lines; a short
 * one keeps the sentence before it too. A passage not found in the entry (edited since)
 * keeps the whole entry.
 */
export function passageContext(entryText: string, passage: string): string {
  const at = entryText.indexOf(passage);
  if (at < 0 || passage.trim() === '') return entryText;
  const starts = sentenceStarts(entryText);
  const end = at + passage.length;
  let first = starts.filter((start) => start <= at).length - 1;
  const last = starts.filter((start) => start < end).length - 1;
  const endOf = (index: number) => starts[index + 1] ?? entryText.length;
  let context = entryText.slice(starts[first], endOf(last)).trim();
  if (weightOf(context) < SHORT_CONTEXT && first > 0) {
    first -= 1;
    context = entryText.slice(starts[first], endOf(last)).trim();
  }
  return context;
}
