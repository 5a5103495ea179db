import type { ExportReading } from './export-reading';
import { finiteNumber, isRecord, stringOr, type JsonRecord } from './json-values';
import type { ParsedConversation, ParsedTurn } from './parsed';
import { listOf, readConversations } from './conversation-list';
import type { Progress } from './progress';

/** ChatGPT's roles as shown: the person is "User", the model "ChatGPT" (as its UI names it). */
export const CHATGPT_SPEAKERS = { user: 'User', assistant: 'ChatGPT' } as const;

/** `conversations.json` of a ChatGPT data export (or one conversation of it). */
export function isChatGptExport(value: unknown): boolean {
  return listOf(value)
    .slice(0, 50)
    .some((conversation) => isRecord(conversation) && isRecord(conversation.mapping));
}

function nodeAt(mapping: JsonRecord, id: unknown): JsonRecord | null {
  if (typeof id !== 'string' || !Object.hasOwn(mapping, id)) return null;
  const node = mapping[id];
  return isRecord(node) ? node : null;
}

/** Without a usable current_node: from the root, the last child each time (the newest). */
function newestLeaf(mapping: JsonRecord): string | null {
  const rootId = Object.keys(mapping).find((id) => {
    const node = nodeAt(mapping, id);
    return node !== null && nodeAt(mapping, node.parent) === null;
  });
  let id = rootId ?? null;
  const seen = new Set<string>();
  while (id !== null && !seen.has(id)) {
    seen.add(id);
    const children = nodeAt(mapping, id)?.children;
    const last: unknown = Array.isArray(children) ? children[children.length - 1] : undefined;
    if (nodeAt(mapping, last) === null) break;
    id = last as string;
  }
  return id;
}

/**
 * The branch the person last saw: from current_node up through the parents to the root,
 * then turned around. Regenerated answers and edited prompts on other branches are left out.
 */
export function shownBranch(mapping: JsonRecord, currentNode: unknown): JsonRecord[] {
  const leaf = nodeAt(mapping, currentNode) ? (currentNode as string) : newestLeaf(mapping);
  const branch: JsonRecord[] = [];
  const seen = new Set<string>();
  let id: unknown = leaf;
  let node = nodeAt(mapping, id);
  // The seen set stops a damaged file whose parents form a loop.
  while (node !== null && typeof id === 'string' && !seen.has(id)) {
    seen.add(id);
    branch.push(node);
    id = node.parent;
    node = nodeAt(mapping, id);
  }
  return branch.reverse();
}

/** The shown text of a message: string parts, and what the person said aloud (voice mode). */
function messageText(content: JsonRecord): string {
  if (content.content_type !== 'text' && content.content_type !== 'multimodal_text') return '';
  if (!Array.isArray(content.parts)) return '';
  const texts: string[] = [];
  for (const part of content.parts) {
    if (typeof part === 'string') texts.push(part);
    else if (isRecord(part) && part.content_type === 'audio_transcription') {
      texts.push(stringOr(part.text, ''));
    }
  }
  return texts.join('\n').trim();
}

function toTurn(node: JsonRecord): ParsedTurn | null {
  const message = node.message;
  if (!isRecord(message) || !isRecord(message.author) || !isRecord(message.content)) return null;
  const role = message.author.role;
  if (role !== 'user' && role !== 'assistant') return null;
  // Calls to tools (recipient "python", "browser" …) and hidden context are not shown.
  if (typeof message.recipient === 'string' && message.recipient !== 'all') return null;
  if (
    isRecord(message.metadata) &&
    message.metadata.is_visually_hidden_from_conversation === true
  ) {
    return null;
  }
  const text = messageText(message.content);
  if (text.length === 0) return null;
  const seconds = finiteNumber(message.create_time);
  return {
    speaker: CHATGPT_SPEAKERS[role],
    text,
    at: seconds === null ? null : Math.round(seconds * 1000),
  };
}

function toConversation(raw: unknown): ParsedConversation | null {
  if (!isRecord(raw) || !isRecord(raw.mapping)) return null;
  const turns: ParsedTurn[] = [];
  for (const node of shownBranch(raw.mapping, raw.current_node)) {
    const turn = toTurn(node);
    if (turn) turns.push(turn);
  }
  return { title: stringOr(raw.title, '').trim(), turns };
}

export function readChatGptExport(value: unknown, progress: Progress): ExportReading {
  const conversations = readConversations(value, progress, toConversation);
  return { format: 'chatgpt', conversations, owner: CHATGPT_SPEAKERS.user };
}
