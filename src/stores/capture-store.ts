import { create } from 'zustand';

import { applyCaptureDecisions } from '../db/capture-apply';
import { getDb } from '../db/database';
import type { WrittenMessage } from '../domain/capture/capture-decisions';
import {
  leansOnDueDates,
  messageQueries,
  messageSentences,
  readMessage,
} from '../domain/capture/message-reading';
import { newItemOffers } from '../domain/capture/new-item-offers';
import type { Cause, ItemStatus, ProspectiveItem } from '../domain/item';
import {
  boardSnapshot,
  lookUpHits,
  plansDueAround,
  readOutcomes,
  readStatuses,
  recentTurnBefore,
} from './capture-lookups';
import { chooseClassifier, type FallbackReason } from './classifier-choice';
import { whenIndexSettled } from './model-store';

export type { WrittenMessage } from '../domain/capture/capture-decisions';

/** The last close made from an offer, to undo. */
export type CloseUndo = { itemId: string; content: string; previous: ItemStatus };

/** A new version a change statement made by itself, to undo: what the item said before. */
export type UpdateUndo = {
  itemId: string;
  content: string;
  previous: { content: string; dueAt: number | null };
};

/** The message capture read last: its offers are marked as new under the composer. */
export type LastCaptured = { episodeId: string; isReading: boolean };

type CaptureState = {
  closeUndo: CloseUndo | null;
  /** Every change the last message made by itself, each undoable. */
  updateUndos: UpdateUndo[];
  lastCaptured: LastCaptured | null;
};

/**
 * What capture did on its own, to undo. The offers themselves live in the database
 * (`suggestions-repo`), so a reload keeps them.
 */
export const useCaptureStore = create<CaptureState>(() => ({
  closeUndo: null,
  updateUndos: [],
  lastCaptured: null,
}));

/** What writing the message did by itself, for the feature to report. */
export type CaptureOutcome = {
  mentioned: ProspectiveItem[];
  /** Items a change statement gave a new version without asking (each undoable). */
  updated: ProspectiveItem[];
  /** Why the chosen LLM classifier failed and the built-in one stood in; null if it did not. */
  classifierFallback: FallbackReason | null;
};

/**
 * Captures a message: looks up what the reading needs (the turn before, recall's hits, the
 * items found), reads it purely (domain/capture/message-reading.ts), classifies the
 * sentences left, and writes every decision in one transaction (db/capture-apply.ts). This
 * store keeps only what the person may undo. `previousText` is the turn before, in a chat:
 * it helps find what a short statement is about.
 */
export async function captureMessage(
  message: WrittenMessage,
  previousText: string | null = null,
): Promise<CaptureOutcome> {
  // A new message starts a new set under the composer: the last close's undo goes with the
  // old one (the item can still be revived from the board).
  const { episodeId } = message;
  useCaptureStore.setState({ lastCaptured: { episodeId, isReading: true }, closeUndo: null });
  try {
    return await readAndApply(message, previousText);
  } finally {
    useCaptureStore.setState((state) =>
      state.lastCaptured?.episodeId === episodeId
        ? { lastCaptured: { episodeId, isReading: false } }
        : {},
    );
  }
}

async function readAndApply(
  message: WrittenMessage,
  previousText: string | null,
): Promise<CaptureOutcome> {
  await whenIndexSettled();
  const previousTurn = await recentTurnBefore(message, previousText);
  const statusOf = await readStatuses(messageSentences(message.text));
  const queries = messageQueries(message.text, previousTurn, statusOf);
  const { hitsOf, foundIds } = await lookUpHits(queries);
  const leans = leansOnDueDates(message.text, statusOf);
  const dueAround = leans ? await plansDueAround(message) : [];
  const board = new Map(await boardSnapshot(message, foundIds));
  for (const plan of dueAround) board.set(plan.id, plan);
  const dueIds = dueAround.map((plan) => plan.id);
  const outcomeOf = await readOutcomes(messageSentences(message.text), board);
  const reading = readMessage({
    message,
    previousTurn,
    board,
    hitsOf,
    dueAround: dueIds,
    statusOf,
    outcomeOf,
  });
  const classifier = await chooseClassifier();
  const verdicts =
    reading.toClassify.length === 0
      ? []
      : await classifier.classify(
          reading.toClassify.map(({ text, judged }) => ({ text: judged ?? text, context: null })),
        );
  const decisions = [...reading.decisions, ...newItemOffers(message, reading.toClassify, verdicts)];
  const cause: Cause = { kind: 'message', episodeId: message.episodeId };
  const applied = await applyCaptureDecisions(getDb(), decisions, cause, message.saidAt);
  useCaptureStore.setState({
    updateUndos: applied.updated.map(({ item, change }) => ({
      itemId: item.id,
      content: item.content,
      previous: change.before,
    })),
  });
  return {
    mentioned: applied.mentioned,
    updated: applied.updated.map(({ item }) => item),
    classifierFallback: classifier.fallbackReason(),
  };
}
