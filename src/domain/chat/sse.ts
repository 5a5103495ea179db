/**
 * Reads the server-sent events of a streamed OpenAI-compatible chat completion (Ollama,
 * LM Studio, llama.cpp's server): `data: {json}` lines, each holding the next piece of
 * text in `choices[0].delta.content`, ended by `data: [DONE]`. Network chunks split lines
 * anywhere, even inside a UTF-8 character, so the reader keeps what it has not yet seen end.
 */
export type StreamReader = {
  /** Takes the next chunk; returns the text pieces it completed, in order. */
  push(chunk: string): string[];
  /** Whether the stream said it is done. */
  isDone(): boolean;
};

/** A `data:` payload that is not a chunk the reader understands. */
export class StreamFormatError extends Error {
  constructor(readonly payload: string) {
    super(`The assistant's stream sent something unreadable: ${payload.slice(0, 120)}`);
    this.name = 'StreamFormatError';
  }
}

function textOf(payload: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw new StreamFormatError(payload);
  }
  const choice = (parsed as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0];
  const content = choice?.delta?.content;
  // A chunk may carry only a role, or a finish reason: no text, not an error.
  return typeof content === 'string' ? content : '';
}

export function createStreamReader(): StreamReader {
  let pending = '';
  let isDone = false;
  return {
    push(chunk) {
      pending += chunk;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      const pieces: string[] = [];
      for (const line of lines) {
        if (isDone || !line.startsWith('data:')) continue;
        const payload = line.slice('data:'.length).trim();
        if (payload === '[DONE]') isDone = true;
        else if (payload !== '') pieces.push(textOf(payload));
      }
      return pieces.filter((piece) => piece !== '');
    },
    isDone: () => isDone,
  };
}
