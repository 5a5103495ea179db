import type { ChatMessage } from '../domain/chat/assistant-prompt';
import { createStreamReader, MAX_REPLY_CHARS } from '../domain/chat/sse';
import { chatCompletionsUrl } from './capture-client';

/**
 * How long the endpoint may take to send anything at all. A local server loads the model
 * from disk on the first request after a while (several gigabytes on a laptop), so this is
 * generous; a server that is up but stuck still ends the wait.
 */
export const FIRST_BYTE_TIMEOUT_MS = 120_000;
/** How long a reply under way may go silent: a model writing sends a token every moment. */
export const BETWEEN_CHUNKS_TIMEOUT_MS = 30_000;

export type StreamLimits = {
  firstByteMs: number;
  betweenChunksMs: number;
  /** The most text kept; the stream is stopped there. */
  maxChars: number;
};

const DEFAULT_LIMITS: StreamLimits = {
  firstByteMs: FIRST_BYTE_TIMEOUT_MS,
  betweenChunksMs: BETWEEN_CHUNKS_TIMEOUT_MS,
  maxChars: MAX_REPLY_CHARS,
};

/**
 * Why the endpoint gave no answer, or not all of it, in terms the Chat can explain. The
 * last three happen with part of the reply already given to `onText`.
 */
export type EndpointFailure =
  'unreachable' | 'status' | 'no-stream' | 'timeout' | 'dropped' | 'too-long';

export class AssistantEndpointError extends Error {
  constructor(
    readonly code: EndpointFailure,
    readonly detail: string,
  ) {
    super(`The assistant's endpoint failed (${code}): ${detail}`);
    this.name = 'AssistantEndpointError';
  }
}

/** Aborts `controller` when `ms` pass without `rearm`; `ms` may change with each arming. */
function watchdog(controller: AbortController, ms: number) {
  let timer = setTimeout(() => controller.abort(), ms);
  return {
    rearm(next: number) {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), next);
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Streams a reply from the person's OpenAI-compatible endpoint (Ollama, LM Studio):
 * `onText` gets each piece as it arrives; the whole text is returned at the end. `signal`
 * stops it (the Chat's Stop button); what arrived until then is returned, not lost. A
 * silent server, a reply past `maxChars` and a stream that breaks off are thrown as
 * `AssistantEndpointError` after the pieces that came were given to `onText`.
 */
export async function streamFromEndpoint(
  endpoint: string,
  model: string,
  messages: readonly ChatMessage[],
  onText: (piece: string) => void,
  signal: AbortSignal,
  limits: Partial<StreamLimits> = {},
): Promise<string> {
  const { firstByteMs, betweenChunksMs, maxChars } = { ...DEFAULT_LIMITS, ...limits };
  const url = chatCompletionsUrl(endpoint);
  const silence = new AbortController();
  const timer = watchdog(silence, firstByteMs);
  const stopped = AbortSignal.any([signal, silence.signal]);
  const timedOut = (ms: number) =>
    new AssistantEndpointError('timeout', `${url.href} sent nothing for ${ms / 1000} s`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ model, messages, stream: true }),
      signal: stopped,
    });
  } catch (error) {
    timer.stop();
    if (signal.aborted) return '';
    if (silence.signal.aborted) throw timedOut(firstByteMs);
    throw new AssistantEndpointError('unreachable', `${url.href} (${String(error)})`);
  }
  if (!response.ok || !response.body) {
    timer.stop();
    if (!response.ok) {
      const status = `${response.status} ${response.statusText}`.trim();
      throw new AssistantEndpointError('status', status);
    }
    throw new AssistantEndpointError('no-stream', url.href);
  }
  const reader = createStreamReader({ maxChars });
  const decoder = new TextDecoder();
  const stream = response.body.getReader();
  let text = '';
  let silentFor = firstByteMs;
  try {
    while (!reader.isDone() && !reader.isFull()) {
      const { done, value } = await stream.read();
      if (done) break;
      // Any bytes are a sign of life: a reasoning model streams its thinking, not text, first.
      silentFor = betweenChunksMs;
      timer.rearm(betweenChunksMs);
      for (const piece of reader.push(decoder.decode(value, { stream: true }))) {
        text += piece;
        onText(piece);
      }
      const failure = reader.failure();
      if (failure) throw new AssistantEndpointError('dropped', failure.message);
    }
  } catch (error) {
    // Stopped by the person: keep what came. Anything else is reported, after what came.
    if (signal.aborted) return text;
    if (silence.signal.aborted) throw timedOut(silentFor);
    if (error instanceof AssistantEndpointError) throw error;
    throw new AssistantEndpointError('dropped', String(error));
  } finally {
    timer.stop();
    void stream.cancel().catch(() => {});
  }
  if (reader.isFull()) {
    throw new AssistantEndpointError('too-long', `the reply went past ${maxChars} characters`);
  }
  if (!reader.isComplete() && !signal.aborted) {
    throw new AssistantEndpointError('dropped', 'the stream ended before the reply did');
  }
  return text;
}
