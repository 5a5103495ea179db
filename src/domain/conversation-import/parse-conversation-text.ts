import { boundLabels } from './bounded-labels';
import { looksLikeJson, readJsonExport, EXPORT_NAMES } from './json-export';
import { ImportRejectedError, type ParsedImport } from './parsed';
import { createProgress } from './progress';
import { screenInput } from './screen-input';
import { rankSpeakers } from './speakers';
import { suggestMe } from './suggest-me';
import { NO_CONVERSATION_MESSAGE, readTextTranscript } from './text-transcript';
import type { ExportReading } from './export-reading';

function toImport({ format, conversations, owner }: ExportReading): ParsedImport {
  const withTurns = conversations.filter((conversation) => conversation.turns.length > 0);
  if (withTurns.length === 0) {
    const exportName = EXPORT_NAMES[format];
    throw new ImportRejectedError(
      'unknown',
      exportName
        ? `This ${exportName} export holds no messages to import.`
        : NO_CONVERSATION_MESSAGE,
    );
  }
  const speakers = rankSpeakers(withTurns);
  return {
    format,
    conversations: withTurns,
    speakers,
    suggestedMe: suggestMe(speakers, owner, withTurns),
  };
}

/**
 * Detects the format of a pasted text or a file's text and parses it: ChatGPT, Claude and
 * Telegram exports and lists of `{role, content}` chat messages by the shape of their JSON,
 * plain, WeChat, WhatsApp and Markdown transcripts by the lines they explain. Pure (no DOM),
 * linear in the length of the text.
 *
 * Speakers are named as the export shows them; ChatGPT and Claude's person is "User",
 * their models "ChatGPT" and "Claude"; chat messages' roles are "User" and "Assistant".
 * Times are epoch ms, null when the input has none; a time without a zone is read as local
 * time.
 *
 * @param fileName gives a transcript its title when it has none of its own.
 * @param onProgress is called with the share done, 0–1, ending with 1.
 * @throws ImportRejectedError, and nothing else, for input that cannot be imported.
 */
export function parseConversationText(
  text: string,
  fileName?: string,
  onProgress?: (fraction: number) => void,
): ParsedImport {
  try {
    screenInput(text);
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const progress = createProgress(onProgress);
    const reading = looksLikeJson(body)
      ? readJsonExport(body, progress)
      : readTextTranscript(body, fileName, progress);
    const parsed = toImport(boundLabels(reading));
    progress.report(1);
    return parsed;
  } catch (error) {
    if (error instanceof ImportRejectedError) throw error;
    // Whatever else went wrong (a string too long for the engine, a damaged file's corner
    // case), the caller gets the one error type it handles.
    throw new ImportRejectedError('unknown', 'The text could not be read as a conversation.');
  }
}
