import { create } from 'zustand';

import { appendAssistantTurn } from '../db/chat-repo';
import { getDb } from '../db/database';
import { readSettings } from '../db/settings-repo';
import { assistantMessages, type ChatMessage } from '../domain/chat/assistant-prompt';
import type { GivenMemory } from '../domain/chat/given-memory';
import type { Settings } from '../domain/settings';
import type { Turn } from '../domain/source';
import { AssistantEndpointError, streamFromEndpoint } from '../ml/assistant-endpoint';
import { chatWithBrowserLlm } from '../ml/llm-client';
import { browserLlmRequestOf } from './llm-store';

/** A reply on its way: the session it answers, what it was given, the text so far. */
export type PendingReply = { sessionId: string; given: GivenMemory[]; text: string };

/** Why a reply did not come whole, as far as the Chat explains it. */
export type FailureReason = 'timeout' | 'too-long' | 'other';

/**
 * A reply that did not come, or not whole, kept so Retry asks again with the same memories.
 * `isKept`: the part that came is logged as a reply marked cut off.
 */
export type FailedReply = {
  sessionId: string;
  given: GivenMemory[];
  message: string;
  reason: FailureReason;
  isKept: boolean;
};

type AssistantState = {
  pending: PendingReply | null;
  failed: FailedReply | null;
  /** Memories the person left out of the next message (ids); cleared when it is sent. */
  droppedIds: string[];
};

/** The Chat's assistant: the reply being streamed, a failed one, what is left out. */
export const useAssistantStore = create<AssistantState>(() => ({
  pending: null,
  failed: null,
  droppedIds: [],
}));

let controller: AbortController | null = null;

export function dropMemory(id: string): void {
  useAssistantStore.setState(({ droppedIds }) => ({ droppedIds: [...droppedIds, id] }));
}

export function putBackMemory(id: string): void {
  useAssistantStore.setState(({ droppedIds }) => ({
    droppedIds: droppedIds.filter((dropped) => dropped !== id),
  }));
}

export function clearDropped(): void {
  useAssistantStore.setState({ droppedIds: [] });
}

/** Whether a reply is being written: the Chat waits for it before the next message. */
export function isAnswering(): boolean {
  return useAssistantStore.getState().pending !== null;
}

type Stream = (
  messages: ChatMessage[],
  onText: (piece: string) => void,
  signal: AbortSignal,
) => Promise<string>;

/** How the settings' assistant answers, or null when nobody does. */
function streamOf(settings: Settings): Stream | null {
  switch (settings.chatAssistant) {
    case 'none':
      return null;
    case 'endpoint':
      return (messages, onText, signal) =>
        streamFromEndpoint(settings.llmEndpoint, settings.llmModel, messages, onText, signal);
    case 'browser-llm':
      return (messages, onText, signal) =>
        chatWithBrowserLlm(browserLlmRequestOf(settings), messages, onText, signal);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function reasonOf(error: unknown): FailureReason {
  if (!(error instanceof AssistantEndpointError)) return 'other';
  return error.code === 'timeout' || error.code === 'too-long' ? error.code : 'other';
}

/**
 * The turns a request answers: a cut-off reply at the end is left out, so Retry asks the
 * last message again rather than having the model go on from half a reply.
 */
function turnsToAnswer(turns: readonly Turn[]): readonly Turn[] {
  let end = turns.length;
  while (end > 0 && turns[end - 1]?.cutOff === true) end -= 1;
  return turns.slice(0, end);
}

/** Logs the part of a failed reply that came, marked cut off; whether there was any. */
async function keepWhatCame(sessionId: string, given: GivenMemory[]): Promise<boolean> {
  const text = useAssistantStore.getState().pending?.text ?? '';
  if (text.trim() === '') return false;
  await appendAssistantTurn(getDb(), sessionId, text, given, Date.now(), { isCutOff: true });
  return true;
}

/**
 * Asks the assistant to answer the session's last message, with `given` in its system
 * block, streaming the reply into the store; the whole reply is then logged as the
 * assistant's turn, with what it was given. A reply stopped by the person keeps what came;
 * one that failed is reported with Retry, and what came of it (if anything) is logged as a
 * reply marked cut off: the words on screen never vanish. A retried reply follows it.
 */
export async function askAssistant(sessionId: string, given: GivenMemory[]): Promise<void> {
  const db = getDb();
  const stream = streamOf(await readSettings(db));
  if (stream === null || isAnswering()) return;
  const session = await db.sources.get(sessionId);
  if (session?.kind !== 'conversation') return;
  controller = new AbortController();
  const { signal } = controller;
  useAssistantStore.setState({ pending: { sessionId, given, text: '' }, failed: null });
  const onText = (piece: string) =>
    useAssistantStore.setState(({ pending }) =>
      pending ? { pending: { ...pending, text: pending.text + piece } } : {},
    );
  let hasEnded = false;
  try {
    const messages = assistantMessages(turnsToAnswer(session.turns), given);
    const text = await stream(messages, onText, signal);
    hasEnded = true;
    if (text.trim() === '') {
      if (!signal.aborted) throw new Error('The assistant answered nothing.');
      useAssistantStore.setState({ pending: null });
      return;
    }
    await appendAssistantTurn(db, sessionId, text, given, Date.now());
    useAssistantStore.setState({ pending: null });
  } catch (error) {
    const reason = reasonOf(error);
    let message = describe(error);
    let isKept = false;
    try {
      // A whole reply that could not be logged is not a cut-off one.
      isKept = !hasEnded && (await keepWhatCame(sessionId, given));
    } catch (notSaved) {
      message = `${message} (${describe(notSaved)})`;
    }
    useAssistantStore.setState({
      pending: null,
      failed: { sessionId, given, message, reason, isKept },
    });
  } finally {
    controller = null;
  }
}

/** Stops the reply being written; what came so far is kept as the reply. */
export function stopAssistant(): void {
  controller?.abort();
}

/** Asks again for the reply that failed, with the same memories. */
export async function retryAssistant(): Promise<void> {
  const { failed } = useAssistantStore.getState();
  if (failed) await askAssistant(failed.sessionId, failed.given);
}

export function dismissFailure(): void {
  useAssistantStore.setState({ failed: null });
}
