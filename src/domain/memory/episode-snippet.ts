/** Longer texts are cut here; the whole text is one click away in the journal or chat. */
export const EPISODE_SNIPPET_CHARS = 220;

/** A past conversation's text as the panel shows it (and an assistant is given it). */
export function episodeSnippet(text: string): string {
  return text.length <= EPISODE_SNIPPET_CHARS
    ? text
    : `${text.slice(0, EPISODE_SNIPPET_CHARS).trimEnd()}…`;
}
