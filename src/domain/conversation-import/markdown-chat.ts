import { tick, type Progress } from './progress';
import { speakingNames } from './speakers';
import { isRule, isSpeakerName } from './text-lines';
import type { TextAnalysis } from './text-analysis';
import { createTurnCollector } from './turn-collector';

/** A heading or bold label that could name a speaker, before the log as a whole is judged. */
type Candidate =
  | { kind: 'heading'; level: number; name: string }
  | { kind: 'bold'; name: string; text: string; isQuoted: boolean };

const HEADING_LIMIT = 80;
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.+)$/;
/** `**User:** text`, `**User**: text`, `**User**` alone; after any `>` quote marks. */
const BOLD_LABEL = /^\*\*([^*:：]{1,40})(?:[:：]\*\*|\*\*[ \t]?[:：]|\*\*[ \t]*$)[ \t]*/;
const QUOTE = /^[ \t]{0,3}(?:>[ \t]?)+/;

function cleanHeading(text: string): string {
  return text
    .replace(/[ \t#]+$/, '')
    .replace(/^(\*\*|__)(.*)\1$/, '$2')
    .replace(/[:：]$/, '')
    .trim();
}

function readCandidate(line: string): Candidate | null {
  if (line.length <= HEADING_LIMIT) {
    const heading = HEADING.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      return { kind: 'heading', level: heading[1].length, name: cleanHeading(heading[2]) };
    }
  }
  const quote = QUOTE.exec(line);
  const unquoted = quote ? line.slice(quote[0].length) : line;
  const bold = BOLD_LABEL.exec(unquoted);
  if (!bold?.[1]) return null;
  const name = bold[1].trim();
  return { kind: 'bold', name, text: unquoted.slice(bold[0].length), isQuoted: quote !== null };
}

/**
 * Which candidates speak: the names `speakingNames` keeps, so that a "## Summary" heading
 * or a "**Note:**" inside an answer stays text; and of the headings, only those of the
 * level most speaker headings use (an answer's own headings sit deeper).
 */
function chooseSpeakers(candidates: (Candidate | null)[]) {
  const counts = new Map<string, number>();
  for (const candidate of candidates) {
    if (candidate && isSpeakerName(candidate.name)) {
      counts.set(candidate.name, (counts.get(candidate.name) ?? 0) + 1);
    }
  }
  const names = speakingNames(counts);
  const perLevel = [0, 0, 0, 0, 0, 0, 0];
  for (const candidate of candidates) {
    if (candidate?.kind === 'heading' && names.has(candidate.name)) {
      perLevel[candidate.level] = (perLevel[candidate.level] ?? 0) + 1;
    }
  }
  const headingLevel = perLevel.indexOf(Math.max(...perLevel.slice(1)), 1);
  return (candidate: Candidate): boolean =>
    names.has(candidate.name) && (candidate.kind === 'bold' || candidate.level === headingLevel);
}

/** Markdown chat logs: `**User:** …`, `## Assistant` headings, `> **Alice**: …` quotes. */
export function analyseMarkdown(lines: string[]): TextAnalysis {
  const candidates = lines.map(readCandidate);
  const isSpeaker = chooseSpeakers(candidates);
  let explained = 0;
  let afterHeading = false;
  candidates.forEach((candidate, index) => {
    if (candidate && isSpeaker(candidate)) {
      explained++;
      afterHeading = candidate.kind === 'heading';
    } else if (afterHeading && (lines[index] ?? '').trim().length > 0) {
      explained++;
      afterHeading = false;
    }
  });
  return {
    explainedLines: explained,
    build: (progress) => buildMarkdown(lines, candidates, isSpeaker, progress),
  };
}

function buildMarkdown(
  lines: string[],
  candidates: (Candidate | null)[],
  isSpeaker: (candidate: Candidate) => boolean,
  progress: Progress,
) {
  const collector = createTurnCollector();
  let title: string | null = null;
  let isQuotedTurn = false;
  candidates.forEach((candidate, index) => {
    tick(progress, index, lines.length);
    const line = lines[index] ?? '';
    if (candidate && isSpeaker(candidate)) {
      isQuotedTurn = candidate.kind === 'bold' && candidate.isQuoted;
      collector.start(candidate.name, null, candidate.kind === 'bold' ? candidate.text : '');
    } else if (!collector.isInTurn()) {
      // The first top-level heading before any turn is the log's title.
      if (title === null && candidate?.kind === 'heading' && candidate.level === 1) {
        title = candidate.name;
      }
    } else if (!isRule(line)) {
      collector.append(isQuotedTurn ? line.replace(QUOTE, '') : line);
    }
  });
  return { turns: collector.finish(), title };
}
