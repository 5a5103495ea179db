import { isChatGptExport, readChatGptExport } from './chatgpt-export';
import { isChatMessagesJson, readChatMessagesJson } from './chat-messages-json';
import { isClaudeExport, readClaudeExport } from './claude-export';
import type { ExportReading } from './export-reading';
import { isRecord } from './json-values';
import { ImportRejectedError, type ConversationFormat } from './parsed';
import type { Progress } from './progress';
import { isTelegramExport, readTelegramExport } from './telegram-export';

export const EXPORT_NAMES: Partial<Record<ConversationFormat, string>> = {
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  telegram: 'Telegram',
  'chat-json': 'chat-message JSON',
};

/**
 * `{"…` or `[{…`: the start of a JSON object or array of objects. A transcript line such as
 * `[2024-03-05 14:02] Alice: hi` also opens with a bracket, but never with these.
 */
export function looksLikeJson(text: string): boolean {
  const start = /^\s*([[{])\s*(.)/.exec(text.slice(0, 1024));
  if (!start) return false;
  const [, open, next] = start;
  return open === '{' ? next === '"' || next === '}' : next === '{' || next === ']' || next === '[';
}

/** Keys as they appear unescaped in the first part of each export (not inside a string). */
const EXPORT_HINTS: [ConversationFormat, RegExp][] = [
  ['claude', /(?<!\\)"chat_messages"\s*:/],
  ['chatgpt', /(?<!\\)"(mapping|current_node)"\s*:/],
  // After ChatGPT's keys: its messages hold `"role": "user"` too, inside `author`.
  ['chat-json', /(?<!\\)"role"\s*:\s*"(user|assistant|system|developer)"/],
  ['telegram', /(?<!\\)"(messages|chats|personal_information|date_unixtime)"\s*:/],
  ['chatgpt', /(?<!\\)"(create_time|title)"\s*:/],
  ['claude', /(?<!\\)"(uuid|created_at)"\s*:/],
  [
    'telegram',
    /(?<!\\)"(about|from_id)"\s*:|"type"\s*:\s*"(personal_chat|saved_messages|private_group)/,
  ],
];

/**
 * JSON that opens like an object or array but does not parse was cut off (a download or a
 * copy that stopped early) or damaged; the message names the export when its first keys do.
 */
function truncatedExport(text: string): ImportRejectedError {
  const head = text.slice(0, 64 * 1024);
  const hint = EXPORT_HINTS.find(([, pattern]) => pattern.test(head));
  const what = hint ? `a ${EXPORT_NAMES[hint[0]] ?? 'chat'} export` : 'a JSON export';
  return new ImportRejectedError(
    'truncated',
    `This looks like ${what}, but the file ends early or is damaged, so it cannot be read. ` +
      'Export it again and import the whole file.',
  );
}

/** Parses the JSON and reads it by its shape, whatever the file is called. */
export function readJsonExport(text: string, progress: Progress): ExportReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw truncatedExport(text);
  }
  progress.report(0.5);
  const rest = progress.span(0.5, 1);
  if (isClaudeExport(value)) return readClaudeExport(value, rest);
  if (isChatGptExport(value)) return readChatGptExport(value, rest);
  // Before Telegram, whose test is any `messages` list: these messages have roles.
  if (isChatMessagesJson(value)) return readChatMessagesJson(value, rest);
  if (isTelegramExport(value)) return readTelegramExport(value, rest);
  if (isRecord(value) && value.format === 'forethought-export') {
    throw new ImportRejectedError(
      'unknown',
      'This is a Forethought backup, not a conversation: import it under Settings → Export and import.',
    );
  }
  throw new ImportRejectedError(
    'unknown',
    'This JSON file is not a ChatGPT, Claude or Telegram export, nor a list of chat ' +
      'messages with "role" and "content".',
  );
}
