import { MAX_ENTRY_LENGTH } from '../journal-entry';

/**
 * Reads the server-sent events of a streamed OpenAI-compatible chat completion (Ollama,
 * LM Studio, llama.cpp's server): `data: {json}` lines, each holding the next piece of
 * text in `choices[0].delta.content`, ended by `data: [DONE]`. Network chunks split lines
 * anywhere, even inside a UTF-8 character, so the reader keeps what it has not yet seen end.
 */
export type StreamReader = {
  /**
   * Takes the next chunk; returns the text pieces it completed, in order. It reads no
   * further than a line it cannot take (see `failure`), but the pieces before it still come.
   */
  push(chunk: string): string[];
  /** Why the stream cannot be read on: unreadable, or the server's own error; else null. */
  failure(): Error | null;
  /** Whether the stream said it is done. */
  isDone(): boolean;
  /**
   * Whether the reply is whole: `[DONE]` came, or a chunk gave a finish reason (some
   * servers close without `[DONE]`). A stream that ends before either was cut off.
   */
  isComplete(): boolean;
  /** Whether the text reached `maxChars`: what came after it was dropped. */
  isFull(): boolean;
};

/**
 * The most text a reply keeps: it is saved as a chat turn, which holds what a journal entry
 * holds (and what a backup accepts back).
 */
export const MAX_REPLY_CHARS = MAX_ENTRY_LENGTH;

/**
 * The longest line the reader waits to see end. A chunk's JSON may spell each character
 * as `\uXXXX` (6 characters); a line longer than the whole reply could be is not a reply.
 */
function maxLineOf(maxChars: number): number {
  return maxChars * 6 + 4096;
}

/** A `data:` payload that is not a chunk the reader understands. */
export class StreamFormatError extends Error {
  constructor(readonly payload: string) {
    super(`The assistant's stream sent something unreadable: ${payload.slice(0, 120)}`);
    this.name = 'StreamFormatError';
  }
}

/** The server said, inside a stream it had begun, that it could not go on. */
export class StreamErrorEvent extends Error {
  constructor(detail: string) {
    super(`The assistant's server stopped with an error: ${detail}`);
    this.name = 'StreamErrorEvent';
  }
}

type Chunk = {
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
  error?: unknown;
};

function parsed(payload: string): Chunk {
  try {
    return JSON.parse(payload) as Chunk;
  } catch {
    throw new StreamFormatError(payload);
  }
}

function errorDetail(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : JSON.stringify(error);
}

/** `text` cut to `length`, never between the two halves of a surrogate pair. */
function cutTo(text: string, length: number): string {
  const kept = text.slice(0, length);
  const last = kept.charCodeAt(kept.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? kept.slice(0, -1) : kept;
}

export function createStreamReader({ maxChars = MAX_REPLY_CHARS } = {}): StreamReader {
  let pending = '';
  let isDone = false;
  let isFinished = false;
  let length = 0;
  let isFull = false;
  let failure: Error | null = null;

  /** The text of one payload, cut to what still fits. */
  function take(payload: string): string {
    const chunk = parsed(payload);
    if (chunk.error !== undefined && chunk.error !== null) {
      throw new StreamErrorEvent(errorDetail(chunk.error));
    }
    const choice = chunk.choices?.[0];
    if (typeof choice?.finish_reason === 'string') isFinished = true;
    const content = choice?.delta?.content;
    // A chunk may carry only a role, or a finish reason: no text, not an error.
    if (typeof content !== 'string' || isFull) return '';
    const kept = content.length <= maxChars - length ? content : cutTo(content, maxChars - length);
    length += kept.length;
    if (kept.length < content.length) isFull = true;
    return kept;
  }

  return {
    push(chunk) {
      if (failure !== null) return [];
      pending += chunk;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      if (pending.length > maxLineOf(maxChars)) failure = new StreamFormatError(pending);
      const pieces: string[] = [];
      try {
        for (const line of lines) {
          if (isDone || isFull || !line.startsWith('data:')) continue;
          const payload = line.slice('data:'.length).trim();
          if (payload === '[DONE]') isDone = true;
          else if (payload !== '') pieces.push(take(payload));
        }
      } catch (error) {
        failure = error as Error;
      }
      return pieces.filter((piece) => piece !== '');
    },
    failure: () => failure,
    isDone: () => isDone,
    isComplete: () => isDone || isFinished,
    isFull: () => isFull,
  };
}
