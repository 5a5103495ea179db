import type { ParsedTurn } from './parsed';
import type { Progress } from './progress';

/**
 * What a text format makes of the lines of a paste: how many lines it explains (speaker
 * lines, and the first line of each message a header line introduces) — detection picks
 * the format that explains most — and, on demand, the turns.
 */
export type TextAnalysis = {
  explainedLines: number;
  build(progress: Progress): { turns: ParsedTurn[]; title: string | null };
};
