import type { ExportReading } from './export-reading';
import { epochSecondsToMs, isRecord, stringOr, type JsonRecord } from './json-values';
import { ImportRejectedError, type ParsedConversation, type ParsedTurn } from './parsed';
import { listOf, readConversations } from './conversation-list';
import type { Progress } from './progress';
import { describeTitle } from './repeated-ids';

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

/** A conversation whose messages point at parents it does not hold, or at each other. */
export class DamagedBranchError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'DamagedBranchError';
  }
}

/**
 * The branch the person last saw: from current_node up through the parents to the root,
 * then turned around. Regenerated answers and edited prompts on other branches are left out.
 * Throws `DamagedBranchError` when a parent is missing from the mapping or the parents loop:
 * the turns before that point are lost, so reading on would import half a conversation.
 */
export function shownBranch(mapping: JsonRecord, currentNode: unknown): JsonRecord[] {
  const leaf = nodeAt(mapping, currentNode) ? (currentNode as string) : newestLeaf(mapping);
  const branch: JsonRecord[] = [];
  const seen = new Set<string>();
  let id: unknown = leaf;
  let node = nodeAt(mapping, id);
  while (node !== null && typeof id === 'string') {
    if (seen.has(id)) throw new DamagedBranchError(`its messages' parents loop back to "${id}"`);
    seen.add(id);
    branch.push(node);
    const parent = node.parent;
    node = nodeAt(mapping, parent);
    if (node === null && parent !== null && parent !== undefined) {
      throw new DamagedBranchError(
        `message "${id}" follows ${JSON.stringify(parent)}, which is not in the file`,
      );
    }
    id = parent;
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
  return { speaker: CHATGPT_SPEAKERS[role], text, at: epochSecondsToMs(message.create_time) };
}

function branchOf(raw: JsonRecord, mapping: JsonRecord, title: string): JsonRecord[] {
  try {
    return shownBranch(mapping, raw.current_node);
  } catch (error) {
    if (!(error instanceof DamagedBranchError)) throw error;
    throw new ImportRejectedError(
      'damaged',
      `The ChatGPT conversation ${describeTitle(title)} is damaged: ${error.message}. ` +
        'Export it again and import the new file.',
    );
  }
}

function toConversation(raw: unknown): ParsedConversation | null {
  if (!isRecord(raw) || !isRecord(raw.mapping)) return null;
  const title = stringOr(raw.title, '').trim();
  const turns: ParsedTurn[] = [];
  for (const node of branchOf(raw, raw.mapping, title)) {
    const turn = toTurn(node);
    if (turn) turns.push(turn);
  }
  return { title, turns };
}

export function readChatGptExport(value: unknown, progress: Progress): ExportReading {
  const conversations = readConversations(value, progress, toConversation);
  return { format: 'chatgpt', conversations, owner: CHATGPT_SPEAKERS.user };
}
