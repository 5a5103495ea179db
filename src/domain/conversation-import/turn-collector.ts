import type { ParsedTurn } from './parsed';

export type TurnCollector = {
  /** Ends the turn in progress and starts one; `firstLine` may be empty. */
  start(speaker: string, at: number | null, firstLine: string): void;
  /** A line of the turn in progress; dropped when no turn has started. */
  append(line: string): void;
  isInTurn(): boolean;
  finish(): ParsedTurn[];
};

/**
 * Gathers a turn's lines in an array and joins them once at its end, so a long message
 * costs linear time; turns that end up empty are dropped.
 */
export function createTurnCollector(): TurnCollector {
  const turns: ParsedTurn[] = [];
  let current: { speaker: string; at: number | null; lines: string[] } | null = null;
  const flush = () => {
    if (current === null) return;
    const text = current.lines
      .join('\n')
      .trim()
      .replace(/\n{3,}/g, '\n\n');
    if (text.length > 0) turns.push({ speaker: current.speaker, text, at: current.at });
    current = null;
  };
  return {
    start(speaker, at, firstLine) {
      flush();
      current = { speaker, at, lines: [firstLine.trimEnd()] };
    },
    append(line) {
      current?.lines.push(line.trimEnd());
    },
    isInTurn: () => current !== null,
    finish() {
      flush();
      return turns;
    },
  };
}
