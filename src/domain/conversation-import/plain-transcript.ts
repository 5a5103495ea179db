import { readDateLine, readStampPrefix } from './line-stamps';
import { tick, type Progress } from './progress';
import { speakingNames } from './speakers';
import { firstColon, isSpeakerName } from './text-lines';
import type { TextAnalysis } from './text-analysis';
import { localEpoch, type CalendarDate, type ClockTime } from './timestamps';
import { createTurnCollector } from './turn-collector';
import { readWhatsAppStamp } from './whatsapp-stamps';

/** A speaker's name never runs longer than this before its colon. */
const NAME_LIMIT = 40;

type SpeakerLine = {
  speaker: string;
  text: string;
  date: CalendarDate | null;
  clock: ClockTime | null;
};

/**
 * `Alice: hi`, `我：好的`, `[2024-03-05 14:02] Alice: hi`, `2024/3/5 14:02 Alice: hi`,
 * `14:02 - Alice: hi`. A colon between digits is a clock, and `https://` is a link: neither
 * makes a speaker.
 */
export function readSpeakerLine(line: string): SpeakerLine | null {
  const stamp = readStampPrefix(line);
  let start = stamp ? stamp.length : 0;
  while (start < line.length && (line[start] === ' ' || line[start] === '\t')) start++;
  const colon = firstColon(line, start, NAME_LIMIT + 1);
  if (colon < 0) return null;
  const speaker = line.slice(start, colon).trim();
  const text = line.slice(colon + 1).trim();
  if (!isSpeakerName(speaker) || text.startsWith('//')) return null;
  if (/\d$/.test(speaker) && /^\d/.test(text)) return null;
  return { speaker, text, date: stamp?.date ?? null, clock: stamp?.clock ?? null };
}

/**
 * Plain transcripts: one speaker per line; lines without one continue the previous turn.
 * A line under a WhatsApp stamp (`2021/12/31 21:41 - Ana: hi`) reads here too but is not
 * counted as explained: it is that export's own line, and a WhatsApp message's `备注：…`
 * lines must not tip the file to this format. Its speaker still speaks if this one wins.
 */
export function analysePlain(lines: string[]): TextAnalysis {
  const counts = new Map<string, number>();
  const stampedLines = new Map<string, number>();
  for (const line of lines) {
    const speaker = readSpeakerLine(line)?.speaker;
    if (speaker === undefined) continue;
    counts.set(speaker, (counts.get(speaker) ?? 0) + 1);
    if (readWhatsAppStamp(line)) stampedLines.set(speaker, (stampedLines.get(speaker) ?? 0) + 1);
  }
  const names = speakingNames(counts);
  let speakerLines = 0;
  for (const [name, count] of counts) {
    if (names.has(name)) speakerLines += count - (stampedLines.get(name) ?? 0);
  }
  return { explainedLines: speakerLines, build: (progress) => buildPlain(lines, names, progress) };
}

function buildPlain(lines: string[], names: Set<string>, progress: Progress) {
  const collector = createTurnCollector();
  // A time without a date belongs to the last date the transcript gave (a day line or a stamp).
  let lastDate: CalendarDate | null = null;
  lines.forEach((line, index) => {
    tick(progress, index, lines.length);
    const speakerLine = readSpeakerLine(line);
    if (speakerLine && names.has(speakerLine.speaker)) {
      lastDate = speakerLine.date ?? lastDate;
      const { clock } = speakerLine;
      const at = clock && lastDate ? localEpoch(lastDate, clock) : null;
      collector.start(speakerLine.speaker, at, speakerLine.text);
      return;
    }
    const dayLine = readDateLine(line);
    if (dayLine) lastDate = dayLine;
    else collector.append(line);
  });
  return { turns: collector.finish(), title: null };
}
