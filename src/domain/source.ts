import type { GivenMemory } from './chat/given-memory';

/** One turn of a pasted conversation, or of a chat typed in the app. */
export type Turn = {
  index: number;
  speaker: string;
  text: string;
  /** When the transcript says it was sent; null when it does not say. */
  at: number | null;
  /**
   * On an assistant's reply in the app's chat: the memories it was given with the message
   * it answers, as they read then. Absent on every other turn.
   */
  given?: GivenMemory[];
  /**
   * On an assistant's reply in the app's chat: it did not come whole (the connection broke,
   * the server went silent, or it ran past the size a turn holds); the text is what came.
   */
  cutOff?: true;
};

/** An earlier text of a journal entry, kept when the person corrected it. */
export type JournalRevision = {
  text: string;
  /** When this text was replaced by the next one (the correction's time). */
  replacedAt: number;
};

/** A journal entry the person wrote in the app. */
export type JournalSource = {
  id: string;
  kind: 'journal';
  /** The current text: the last correction, or the entry as first written. */
  text: string;
  createdAt: number;
  /**
   * The earlier texts, oldest first, each replaced at or after the one before it. Absent
   * on an entry never corrected (and on every row written before corrections existed).
   */
  revisions?: JournalRevision[];
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
 * What an episode records: an entry as first written, a later correction of it (the
 * corrected text, with the entry as its source), or a chat turn.
 */
export const EPISODE_KINDS = ['journal-entry', 'journal-correction', 'chat-turn'] as const;
export type EpisodeKind = (typeof EPISODE_KINDS)[number];

/**
 * The episodic log: every journal entry, correction and chat turn, written once and never
 * edited. A correction adds an episode; the entry's first episode stays as it was.
 */
export type Episode = {
  id: string;
  kind: EpisodeKind;
  text: string;
  at: number;
  sourceId: string;
  turnIndex: number | null;
  speaker: string | null;
};
