import type { ExportReading } from './export-reading';
import { isRecord, stringOr } from './json-values';
import type { ParsedConversation, ParsedTurn } from './parsed';
import { listOf, readConversations } from './conversation-list';
import type { Progress } from './progress';
import { describeTitle, repeatedIdCheck } from './repeated-ids';
import { readIsoTime } from './timestamps';

/** Claude's senders as shown: the person is "User", the model "Claude". */
export const CLAUDE_SPEAKERS = { human: 'User', assistant: 'Claude' } as const;

/** `conversations.json` of a Claude data export (or one conversation of it). */
export function isClaudeExport(value: unknown): boolean {
  return listOf(value)
    .slice(0, 50)
    .some((conversation) => isRecord(conversation) && Array.isArray(conversation.chat_messages));
}

/**
 * The text blocks of `content` when there are any (tool calls, tool results and thinking
 * are not what was said); older exports only have `text`.
 */
function messageText(message: Record<string, unknown>): string {
  if (Array.isArray(message.content)) {
    const blocks: string[] = [];
    for (const block of message.content) {
      if (isRecord(block) && block.type === 'text' && typeof block.text === 'string') {
        blocks.push(block.text);
      }
    }
    const joined = blocks.join('\n\n').trim();
    if (joined.length > 0) return joined;
  }
  return stringOr(message.text, '').trim();
}

function toTurn(message: unknown): ParsedTurn | null {
  if (!isRecord(message)) return null;
  const { sender } = message;
  if (sender !== 'human' && sender !== 'assistant') return null;
  const text = messageText(message);
  if (text.length === 0) return null;
  return { speaker: CLAUDE_SPEAKERS[sender], text, at: readIsoTime(message.created_at) };
}

function toConversation(raw: unknown): ParsedConversation | null {
  if (!isRecord(raw) || !Array.isArray(raw.chat_messages)) return null;
  const title = stringOr(raw.name, '').trim();
  const checkId = repeatedIdCheck(`the Claude conversation ${describeTitle(title)}`);
  const turns: ParsedTurn[] = [];
  for (const message of raw.chat_messages) {
    if (isRecord(message)) checkId(message.uuid);
    const turn = toTurn(message);
    if (turn) turns.push(turn);
  }
  return { title, turns };
}

export function readClaudeExport(value: unknown, progress: Progress): ExportReading {
  const conversations = readConversations(value, progress, toConversation);
  return { format: 'claude', conversations, owner: CLAUDE_SPEAKERS.human };
}
