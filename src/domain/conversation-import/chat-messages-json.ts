import { readConversations } from './conversation-list';
import type { ExportReading } from './export-reading';
import { epochToMs, isRecord, stringOr, type JsonRecord } from './json-values';
import type { ParsedConversation, ParsedTurn } from './parsed';
import type { Progress } from './progress';
import { readIsoTime } from './timestamps';

/**
 * The two roles that are someone speaking, named as plain transcripts of such chats name
 * them. The model behind "assistant" is not known here, unlike in a ChatGPT or Claude export.
 */
export const CHAT_JSON_SPEAKERS = { user: 'User', assistant: 'Assistant' } as const;

/** Every role of the chat-completions shape; the others (instructions, tool output) are skipped. */
const ROLES = new Set(['user', 'assistant', 'system', 'developer', 'tool', 'function']);

/** How many items are looked at to recognise the shape. */
const SAMPLE = 50;

function isChatMessage(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.role === 'string' &&
    ROLES.has(value.role) &&
    Object.hasOwn(value, 'content')
  );
}

/** A conversation's messages: its own `messages`, or those under `chat` (Open WebUI). */
function messagesOf(conversation: unknown): unknown[] | null {
  if (!isRecord(conversation)) return null;
  const { chat } = conversation;
  const messages: unknown =
    isRecord(chat) && !Array.isArray(conversation.messages) ? chat.messages : conversation.messages;
  return Array.isArray(messages) ? (messages as unknown[]) : null;
}

/**
 * The conversations of the file, whichever of its shapes it has: a bare list of messages
 * (one conversation), `{"conversations": […]}`, or one conversation or a list of them.
 */
function conversationsOf(value: unknown): unknown[] {
  if (Array.isArray(value) && value.slice(0, SAMPLE).some(isChatMessage)) {
    return [{ messages: value }];
  }
  if (isRecord(value) && Array.isArray(value.conversations)) return value.conversations;
  return Array.isArray(value) ? value : [value];
}

/**
 * Messages of `{"role", "content"}`, as API logs and chat tools save them. A Telegram chat
 * also has a `messages` list, but its messages carry `from` and `text`, never a role.
 */
export function isChatMessagesJson(value: unknown): boolean {
  return conversationsOf(value)
    .slice(0, SAMPLE)
    .some((conversation) => messagesOf(conversation)?.slice(0, SAMPLE).some(isChatMessage));
}

/** `content` as a string, or as parts of which the text ones are kept (images are not). */
function messageText(content: unknown): string {
  if (typeof content === 'string') return content.trim();
  if (!Array.isArray(content)) return '';
  const texts: string[] = [];
  for (const part of content) {
    if (typeof part === 'string') texts.push(part);
    else if (isRecord(part) && typeof part.text === 'string' && isTextPart(part)) {
      texts.push(part.text);
    }
  }
  return texts.join('\n\n').trim();
}

/** `text`, and the `input_text` / `output_text` of the Responses API. */
const TEXT_PARTS = new Set(['text', 'input_text', 'output_text']);

/** A text part; one without a type is text too (`{"text": …}`). */
function isTextPart(part: JsonRecord): boolean {
  return part.type === undefined || (typeof part.type === 'string' && TEXT_PARTS.has(part.type));
}

/** The first time field that reads: ISO text, or epoch seconds or ms. */
function messageTime(message: JsonRecord): number | null {
  for (const value of [message.timestamp, message.created_at, message.createdAt]) {
    const at = readIsoTime(value) ?? epochToMs(value);
    if (at !== null) return at;
  }
  return null;
}

function toTurn(message: unknown): ParsedTurn | null {
  if (!isRecord(message)) return null;
  const { role } = message;
  if (role !== 'user' && role !== 'assistant') return null;
  const text = messageText(message.content);
  if (text.length === 0) return null;
  return { speaker: CHAT_JSON_SPEAKERS[role], text, at: messageTime(message) };
}

function titleOf(conversation: JsonRecord): string {
  const { chat } = conversation;
  const title = stringOr(conversation.title, '').trim();
  return title.length > 0 || !isRecord(chat) ? title : stringOr(chat.title, '').trim();
}

function toConversation(raw: unknown): ParsedConversation | null {
  const messages = messagesOf(raw);
  if (!isRecord(raw) || messages === null) return null;
  const turns: ParsedTurn[] = [];
  for (const message of messages) {
    const turn = toTurn(message);
    if (turn) turns.push(turn);
  }
  return { title: titleOf(raw), turns };
}

export function readChatMessagesJson(value: unknown, progress: Progress): ExportReading {
  const conversations = readConversations(conversationsOf(value), progress, toConversation);
  return { format: 'chat-json', conversations, owner: CHAT_JSON_SPEAKERS.user };
}
