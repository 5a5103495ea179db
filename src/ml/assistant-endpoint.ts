import type { ChatMessage } from '../domain/chat/assistant-prompt';
import { createStreamReader } from '../domain/chat/sse';
import { chatCompletionsUrl } from './capture-client';

/** Why the person's endpoint gave no answer, in terms the Chat can explain. */
export class AssistantEndpointError extends Error {
  constructor(
    readonly code: 'unreachable' | 'status' | 'no-stream',
    readonly detail: string,
  ) {
    super(`The assistant's endpoint failed (${code}): ${detail}`);
    this.name = 'AssistantEndpointError';
  }
}

/**
 * Streams a reply from the person's OpenAI-compatible endpoint (Ollama, LM Studio):
 * `onText` gets each piece as it arrives; the whole text is returned at the end. `signal`
 * stops it (the Chat's Stop button); what arrived until then is returned, not lost.
 */
export async function streamFromEndpoint(
  endpoint: string,
  model: string,
  messages: readonly ChatMessage[],
  onText: (piece: string) => void,
  signal: AbortSignal,
): Promise<string> {
  const url = chatCompletionsUrl(endpoint);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ model, messages, stream: true }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) return '';
    throw new AssistantEndpointError('unreachable', `${url.href} (${String(error)})`);
  }
  if (!response.ok) {
    throw new AssistantEndpointError('status', `${response.status} ${response.statusText}`.trim());
  }
  if (!response.body) throw new AssistantEndpointError('no-stream', url.href);
  const reader = createStreamReader();
  const decoder = new TextDecoder();
  const stream = response.body.getReader();
  let text = '';
  try {
    while (!reader.isDone()) {
      const { done, value } = await stream.read();
      if (done) break;
      for (const piece of reader.push(decoder.decode(value, { stream: true }))) {
        text += piece;
        onText(piece);
      }
    }
  } catch (error) {
    // Stopped by the person: keep what came. Any other failure mid-stream is reported.
    if (!signal.aborted) throw error;
  } finally {
    void stream.cancel().catch(() => {});
  }
  return text;
}
