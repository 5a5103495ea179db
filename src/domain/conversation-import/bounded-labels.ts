import { TEXT_LIMITS } from '../integrity/text-limits';
import type { ExportReading } from './export-reading';

/** `text` cut to `max` code units, never inside a surrogate pair, marked with "…" when cut. */
export function cutLabel(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * A conversation's title and speakers are labels the export carries, not what was said: a
 * file may hold a title of megabytes, which would then be drawn in every list and refused
 * by the app's own backup checker. They are cut to the profile's limits here, so whatever
 * is imported can be exported and read back. The turns' texts are never cut.
 */
export function boundLabels(reading: ExportReading): ExportReading {
  const speaker = (name: string) => cutLabel(name, TEXT_LIMITS.speaker);
  return {
    ...reading,
    owner: reading.owner === null ? null : speaker(reading.owner),
    conversations: reading.conversations.map((conversation) => ({
      ...conversation,
      title: cutLabel(conversation.title, TEXT_LIMITS.title),
      turns: conversation.turns.map((turn) =>
        turn.speaker.length > TEXT_LIMITS.speaker
          ? { ...turn, speaker: speaker(turn.speaker) }
          : turn,
      ),
    })),
  };
}
