import type { ConversationFormat, ParsedConversation } from './parsed';

/** What an export reader found: its conversations, and the owner's name when the export says. */
export type ExportReading = {
  format: ConversationFormat;
  conversations: ParsedConversation[];
  /** The speaker the export marks as its owner; null when it does not. */
  owner: string | null;
};
