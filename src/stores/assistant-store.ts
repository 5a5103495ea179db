import { create } from 'zustand';

import { appendAssistantTurn } from '../db/chat-repo';
import { getDb } from '../db/database';
import { readSettings } from '../db/settings-repo';
import { assistantMessages, type ChatMessage } from '../domain/chat/assistant-prompt';
import type { GivenMemory } from '../domain/chat/given-memory';
import type { Settings } from '../domain/settings';
import { streamFromEndpoint } from '../ml/assistant-endpoint';
import { chatWithBrowserLlm } from '../ml/llm-client';
import { browserLlmRequestOf } from './llm-store';

/** A reply on its way: the session it answers, what it was given, the text so far. */
export type PendingReply = { sessionId: string; given: GivenMemory[]; text: string };

/** A reply that did not come, kept so Retry asks again with the same memories. */
export type FailedReply = { sessionId: string; given: GivenMemory[]; message: string };

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

/**
 * Asks the assistant to answer the session's last message, with `given` in its system
 * block, streaming the reply into the store; the whole reply is then logged as the
 * assistant's turn, with what it was given. A reply stopped by the person keeps what came;
 * one that failed (or came back empty) is reported with Retry, and nothing is logged.
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
  try {
    const text = await stream(assistantMessages(session.turns, given), onText, signal);
    if (text.trim() === '') {
      if (!signal.aborted) throw new Error('The assistant answered nothing.');
      useAssistantStore.setState({ pending: null });
      return;
    }
    await appendAssistantTurn(db, sessionId, text, given, Date.now());
    useAssistantStore.setState({ pending: null });
  } catch (error) {
    useAssistantStore.setState({
      pending: null,
      failed: { sessionId, given, message: describe(error) },
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
