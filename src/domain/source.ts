/** One turn of a pasted conversation. */
export type Turn = {
  index: number;
  speaker: string;
  text: string;
  /** When the transcript says it was sent; null when it does not say. */
  at: number | null;
};

/** A journal entry the person wrote in the app. */
export type JournalSource = {
  id: string;
  kind: 'journal';
  text: string;
  createdAt: number;
};

/** A pasted or imported conversation, kept whole with its turns. */
export type ConversationSource = {
  id: string;
  kind: 'conversation';
  title: string;
  /** The detected format, e.g. "plain", "chatgpt". */
  format: string;
  /** Which speaker is the person. */
  me: string;
  turns: Turn[];
  createdAt: number;
};

export type Source = JournalSource | ConversationSource;

/**
 * The episodic log: every journal entry and chat turn, written once and never edited.
 */
export type Episode = {
  id: string;
  kind: 'journal-entry' | 'chat-turn';
  text: string;
  at: number;
  sourceId: string;
  turnIndex: number | null;
  speaker: string | null;
};
