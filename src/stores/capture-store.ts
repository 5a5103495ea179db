import { create } from 'zustand';

import { getDb } from '../db/database';
import { addItem, changeStatus, editItemContent, mention } from '../db/items-repo';
import type { CaptureCandidate } from '../domain/capture/candidate';
import type { ClassifyFn } from '../domain/capture/extract-candidates';
import { dueDateOf } from '../domain/capture/due-date';
import { splitSentences } from '../domain/capture/sentences';
import { isChangeStatement, isDoneStatement } from '../domain/capture/statements';
import type { Cause, ItemStatus, ProspectiveItem } from '../domain/item';
import {
  ACTIVE_STATUSES,
  RECALL_K,
  RECALL_THRESHOLDS,
  STRONG_MATCH,
} from '../domain/recall-defaults';
import { getMlClient } from '../ml/worker-client';
import { chooseClassifier, type FallbackReason } from './classifier-choice';
import { whenIndexSettled } from './model-store';

/** A sentence of a message just written, offered inline to file as an item. */
export type InlineCandidate = CaptureCandidate & { sourceId: string };

/** "That sounds done": the item a done statement seems to be about. */
export type CloseOffer = { itemId: string; content: string; episodeId: string };

/** The last close made from an offer, to undo. */
export type CloseUndo = { itemId: string; content: string; previous: ItemStatus };

/** The last new version a change statement made, to undo: what the item said before. */
export type UpdateUndo = {
  itemId: string;
  content: string;
  previous: { content: string; dueAt: number | null };
};

type CaptureState = {
  candidates: InlineCandidate[];
  closeOffer: CloseOffer | null;
  closeUndo: CloseUndo | null;
  updateUndo: UpdateUndo | null;
};

/** What the app offers after a message: candidates to accept, an item to close, an undo. */
export const useCaptureStore = create<CaptureState>(() => ({
  candidates: [],
  closeOffer: null,
  closeUndo: null,
  updateUndo: null,
}));

/** A message the person just wrote: a journal entry or a sent chat turn, already stored. */
export type WrittenMessage = {
  text: string;
  sourceId: string;
  episodeId: string;
  turnIndex: number | null;
  saidAt: number;
};

/** What writing the message did by itself, for the feature to report. */
export type CaptureOutcome = {
  mentioned: ProspectiveItem[];
  /** Why the chosen LLM classifier failed and the built-in one stood in; null if it did not. */
  classifierFallback: FallbackReason | null;
};

/** A mention also revives a stale item (it becomes referenced); closed ones stay closed. */
const MENTIONABLE: ItemStatus[] = [...ACTIVE_STATUSES, 'stale'];

async function search(query: string, thresholds: { dense: number; lexical: number }) {
  const { hits } = await getMlClient().call('search', {
    query,
    k: RECALL_K,
    statuses: MENTIONABLE,
    thresholds,
  });
  return hits;
}

/**
 * The hits that are not items filed from this very message (by selecting a passage of the
 * entry, or accepting one of its candidates): a message does not mention what it said.
 */
async function notFrom<Hit extends { id: string }>(
  message: WrittenMessage,
  hits: Hit[],
): Promise<Hit[]> {
  const items = await getDb().items.bulkGet(hits.map((hit) => hit.id));
  return hits.filter((_, index) => {
    const item = items[index];
    return !(item?.sourceId === message.sourceId && item.turnIndex === message.turnIndex);
  });
}

/**
 * Keeps the board true to a message as it is written:
 * - items it matches strongly are mentioned (referenced, the message as the cause);
 * - a statement that something changed ("actually next month") becomes a new version of
 *   the item it is about, rather than a new item;
 * - a statement that something is done offers to close the item it is about;
 * - its other sentences are classified, and those that are items and not near-duplicates
 *   of an existing one are offered inline.
 * `previousText` (the turn before, in a chat) helps find what a short change is about.
 */
export async function captureMessage(
  message: WrittenMessage,
  previousText: string | null = null,
): Promise<CaptureOutcome> {
  const db = getDb();
  const cause: Cause = { kind: 'message', episodeId: message.episodeId };
  const now = Date.now();
  await whenIndexSettled();
  const strong = await notFrom(message, await search(message.text, STRONG_MATCH));
  const strongIds = new Set(strong.map((hit) => hit.id));
  const mentioned: ProspectiveItem[] = [];
  for (const hit of strong) mentioned.push(await mention(db, hit.id, cause, now));

  const isDone = isDoneStatement(message.text);
  const isChange = !isDone && isChangeStatement(message.text);
  let aboutId: string | null = null;
  if (isDone || isChange) {
    const query = previousText ? `${previousText}\n${message.text}` : message.text;
    const related =
      strong[0] ?? (await notFrom(message, await search(query, RECALL_THRESHOLDS)))[0];
    aboutId = related?.id ?? null;
  }
  if (aboutId !== null && isChange) {
    const item = await db.items.get(aboutId);
    if (item) {
      const dueAt =
        item.type === 'plan' ? (dueDateOf(message.text, now) ?? item.dueAt) : item.dueAt;
      const updated = await editItemContent(
        db,
        aboutId,
        { content: message.text, dueAt },
        cause,
        now,
      );
      const previous = { content: item.content, dueAt: item.dueAt };
      useCaptureStore.setState({
        updateUndo: { itemId: item.id, content: updated.content, previous },
      });
    }
  }
  if (aboutId !== null && isDone) {
    const item = await db.items.get(aboutId);
    if (item) {
      useCaptureStore.setState({
        closeOffer: { itemId: item.id, content: item.content, episodeId: message.episodeId },
      });
    }
  }
  // A done or change statement is about an existing item: it is not offered as a new one.
  let classifierFallback: FallbackReason | null = null;
  if (!isDone && !isChange) {
    const classifier = await chooseClassifier();
    const candidates = await classifySentences(message, strongIds.size > 0, classifier.classify);
    useCaptureStore.setState((state) => ({ candidates: [...candidates, ...state.candidates] }));
    classifierFallback = classifier.fallbackReason();
  }
  return { mentioned, classifierFallback };
}

async function classifySentences(
  message: WrittenMessage,
  hasStrongMatch: boolean,
  classify: ClassifyFn,
): Promise<InlineCandidate[]> {
  const sentences = splitSentences(message.text);
  const verdicts = await classify(sentences.map((text) => ({ text, context: null })));
  const found: InlineCandidate[] = [];
  for (const [index, text] of sentences.entries()) {
    const verdict = verdicts[index];
    if (!verdict || verdict.label === 'none') continue;
    // A sentence that restates an existing item is a mention of it (done above), not a new item.
    if (hasStrongMatch && (await search(text, STRONG_MATCH)).length > 0) continue;
    found.push({
      key: `${message.episodeId}:${index}`,
      text,
      type: verdict.label,
      confidence: verdict.confidence,
      turnIndex: message.turnIndex,
      saidAt: message.saidAt,
      dueAt: verdict.label === 'plan' ? dueDateOf(text, message.saidAt) : null,
      context: message.text,
      sourceId: message.sourceId,
    });
  }
  return found;
}

/** Files an inline candidate as an item, with its source, turn, context and due date. */
export async function acceptCandidate(key: string): Promise<ProspectiveItem | null> {
  const candidate = useCaptureStore.getState().candidates.find((c) => c.key === key);
  if (!candidate) return null;
  const item = await addItem(
    getDb(),
    {
      content: candidate.text,
      type: candidate.type,
      context: candidate.context,
      saidAt: candidate.saidAt ?? Date.now(),
      sourceId: candidate.sourceId,
      turnIndex: candidate.turnIndex,
      dueAt: candidate.dueAt,
    },
    Date.now(),
  );
  dismissCandidate(key);
  return item;
}

export function dismissCandidate(key: string): void {
  useCaptureStore.setState((state) => ({
    candidates: state.candidates.filter((c) => c.key !== key),
  }));
}

/** Closes the offered item (the message as the cause) and keeps what undo needs. */
export async function acceptCloseOffer(): Promise<ProspectiveItem | null> {
  const offer = useCaptureStore.getState().closeOffer;
  if (!offer) return null;
  const db = getDb();
  const before = await db.items.get(offer.itemId);
  const cause: Cause = { kind: 'message', episodeId: offer.episodeId };
  const closed = await changeStatus(db, offer.itemId, 'closed', cause, Date.now());
  useCaptureStore.setState({
    closeOffer: null,
    closeUndo: { itemId: closed.id, content: closed.content, previous: before?.status ?? 'open' },
  });
  return closed;
}

export function declineCloseOffer(): void {
  useCaptureStore.setState({ closeOffer: null });
}

/** Puts the closed item back where it was (the person's undo, recorded as theirs). */
export async function undoClose(): Promise<ProspectiveItem | null> {
  const undo = useCaptureStore.getState().closeUndo;
  if (!undo) return null;
  // closed → open or referenced are the lifecycle's revivals; a stale item comes back open.
  const back = undo.previous === 'referenced' ? 'referenced' : 'open';
  const item = await changeStatus(getDb(), undo.itemId, back, { kind: 'user' }, Date.now());
  useCaptureStore.setState({ closeUndo: null });
  return item;
}

export function forgetCloseUndo(): void {
  useCaptureStore.setState({ closeUndo: null });
}

/**
 * Gives the item back the text (and due date) it had before the change statement: a new
 * version again, recorded as the person's, so the history keeps all three.
 */
export async function undoUpdate(): Promise<ProspectiveItem | null> {
  const undo = useCaptureStore.getState().updateUndo;
  if (!undo) return null;
  const item = await editItemContent(
    getDb(),
    undo.itemId,
    undo.previous,
    { kind: 'user' },
    Date.now(),
  );
  useCaptureStore.setState({ updateUndo: null });
  return item;
}

export function forgetUpdateUndo(): void {
  useCaptureStore.setState({ updateUndo: null });
}
