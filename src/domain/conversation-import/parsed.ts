/** The conversation formats the importer recognises. */
export const CONVERSATION_FORMATS = [
  'plain',
  'chatgpt',
  'claude',
  'telegram',
  'wechat',
  'whatsapp',
  'markdown',
  'chat-json',
] as const;
export type ConversationFormat = (typeof CONVERSATION_FORMATS)[number];

/** One message as parsed: who said it, what, and when (epoch ms) when the export says. */
export type ParsedTurn = { speaker: string; text: string; at: number | null };

/**
 * One conversation of an import (an export file may hold many). `title` is the export's own
 * (or a transcript's file name); empty when there is none, for the UI to fill in.
 */
export type ParsedConversation = { title: string; turns: ParsedTurn[] };

/** What a file or a paste turned out to be. */
export type ParsedImport = {
  format: ConversationFormat;
  conversations: ParsedConversation[];
  /** Every speaker, most turns first. */
  speakers: string[];
  /** The speaker the app proposes as "me" (the person), by the format's own convention. */
  suggestedMe: string;
};

/**
 * Why an input was refused: nothing in it (`empty`), not text (`binary`), text in another
 * encoding than UTF-8 or marked UTF-16 (`encoding`), JSON cut off (`truncated`), an export
 * whose records contradict each other (`damaged`: a missing parent, a loop, a repeated id),
 * no conversation recognised (`unknown`), or over the size limit (`too-large`).
 */
export const IMPORT_REJECTION_CODES = [
  'empty',
  'binary',
  'encoding',
  'truncated',
  'damaged',
  'unknown',
  'too-large',
] as const;
export type ImportRejectionCode = (typeof IMPORT_REJECTION_CODES)[number];

/** Input that cannot be imported; nothing was written. */
export class ImportRejectedError extends Error {
  readonly code: ImportRejectionCode;
  constructor(code: ImportRejectionCode, message: string) {
    super(message);
    this.name = 'ImportRejectedError';
    this.code = code;
  }
}
