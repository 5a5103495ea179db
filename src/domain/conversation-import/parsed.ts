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

export type ImportRejectionCode = 'empty' | 'binary' | 'truncated' | 'unknown' | 'too-large';

/** Input that cannot be imported; nothing was written. */
export class ImportRejectedError extends Error {
  readonly code: ImportRejectionCode;
  constructor(code: ImportRejectionCode, message: string) {
    super(message);
    this.name = 'ImportRejectedError';
    this.code = code;
  }
}
