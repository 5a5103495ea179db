import type { ExportReading } from './export-reading';
import { epochSecondsToMs, isRecord, stringOr, type JsonRecord } from './json-values';
import type { ParsedConversation, ParsedTurn } from './parsed';
import { tick, type Progress } from './progress';
import { describeTitle, repeatedIdCheck } from './repeated-ids';
import { readIsoTime } from './timestamps';

/** The chats of a Telegram Desktop `result.json`: the full export's list, or the one chat. */
function chatsOf(value: unknown): JsonRecord[] {
  if (!isRecord(value)) return [];
  if (isRecord(value.chats) && Array.isArray(value.chats.list)) {
    return value.chats.list.filter(isRecord);
  }
  return Array.isArray(value.messages) ? [value] : [];
}

export function isTelegramExport(value: unknown): boolean {
  return chatsOf(value).length > 0;
}

/** Rich text is an array of strings and `{type, text}` entities (links, bold, mentions …). */
function messageText(text: unknown): string {
  if (typeof text === 'string') return text.trim();
  if (!Array.isArray(text)) return '';
  const pieces: string[] = [];
  for (const piece of text) {
    if (typeof piece === 'string') pieces.push(piece);
    else if (isRecord(piece) && typeof piece.text === 'string') pieces.push(piece.text);
  }
  return pieces.join('').trim();
}

/** The name each message is shown with; a deleted account keeps only its id. */
function speakerOf(message: JsonRecord): string | null {
  const from = stringOr(message.from, '').trim();
  if (from.length > 0) return from;
  const fromId = stringOr(message.from_id, '').trim();
  return fromId.length > 0 ? fromId : null;
}

/**
 * Service messages (joins, calls, pins) and media without a caption are skipped. The time
 * is `date_unixtime` when present (exact); else `date`, the exporter's local wall clock.
 */
function toTurn(message: unknown): { turn: ParsedTurn; fromId: unknown } | null {
  if (!isRecord(message) || message.type !== 'message') return null;
  const speaker = speakerOf(message);
  const text = messageText(message.text);
  if (speaker === null || text.length === 0) return null;
  const at = epochSecondsToMs(message.date_unixtime) ?? readIsoTime(message.date);
  return { turn: { speaker, text, at }, fromId: message.from_id };
}

/** The full export names its owner (`personal_information.user_id`); messages carry `user<id>`. */
function ownerIdOf(value: unknown): string | null {
  if (!isRecord(value) || !isRecord(value.personal_information)) return null;
  const id = value.personal_information.user_id;
  return typeof id === 'number' || typeof id === 'string' ? `user${id}` : null;
}

export function readTelegramExport(value: unknown, progress: Progress): ExportReading {
  const ownerId = ownerIdOf(value);
  let owner: string | null = null;
  const chats = chatsOf(value);
  const conversations: ParsedConversation[] = [];
  chats.forEach((chat, index) => {
    tick(progress, index, chats.length);
    const title = stringOr(chat.name, '').trim();
    const checkId = repeatedIdCheck(`the Telegram chat ${describeTitle(title)}`);
    const turns: ParsedTurn[] = [];
    const messages = Array.isArray(chat.messages) ? chat.messages : [];
    for (const message of messages) {
      if (isRecord(message)) checkId(message.id);
      const read = toTurn(message);
      if (!read) continue;
      turns.push(read.turn);
      if (owner === null && ownerId !== null && read.fromId === ownerId) owner = read.turn.speaker;
    }
    conversations.push({ title, turns });
  });
  return { format: 'telegram', conversations, owner };
}
