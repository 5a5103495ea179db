/**
 * The recall query: the draft alone, or — when the person asks for it — the draft with the
 * turns they sent just before it, so that a short follow-up ("what about the other one?")
 * is read in its conversation.
 */

/** How many earlier turns join the draft: more dilutes the draft's own topic. */
export const PREVIOUS_TURNS_IN_QUERY = 2;

/**
 * The text to recall for. An empty draft gives an empty query whatever came before: the
 * panel is about what is being typed now. Earlier turns come first, oldest first, one per
 * line, as a person would read them.
 */
export function composeRecallQuery(draft: string, previousTurns: readonly string[]): string {
  const query = draft.trim();
  if (query === '') return '';
  const earlier = previousTurns
    .map((turn) => turn.trim())
    .filter((turn) => turn !== '')
    .slice(-PREVIOUS_TURNS_IN_QUERY);
  return [...earlier, query].join('\n');
}

const SPEAKER_LINE = /^([^:：\n]{1,40})[:：]\s*(.*)$/u;

/**
 * The writer's own turns before the last one in a `Name: text` transcript (the eval's
 * `later_context_full`): the lines spoken by whoever speaks last, without the last line.
 * Lines without a speaker continue the turn before them.
 */
export function previousOwnTurns(transcript: string): string[] {
  const turns: { speaker: string; text: string }[] = [];
  for (const line of transcript.split('\n')) {
    const match = SPEAKER_LINE.exec(line);
    const last = turns[turns.length - 1];
    if (match) turns.push({ speaker: (match[1] ?? '').trim(), text: match[2] ?? '' });
    else if (last) last.text += `\n${line}`;
  }
  const final = turns.pop();
  if (!final) return [];
  return turns.filter((turn) => turn.speaker === final.speaker).map((turn) => turn.text.trim());
}
