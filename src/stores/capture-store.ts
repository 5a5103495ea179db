import { create } from 'zustand';

import { getDb } from '../db/database';
import { applyCaptureDecisions } from '../db/capture-apply';
import { distinctiveTokens, type About } from '../domain/capture/aboutness';
import { cueScores } from '../domain/capture/cues';
import { dueDateOf } from '../domain/capture/due-date';
import { sharedWordCount } from '../domain/capture/naming-units';
import type { ClassifyFn } from '../domain/capture/extract-candidates';
import { isItemLabel } from '../domain/capture/labels';
import { splitSentences } from '../domain/capture/sentences';
import { readStatement, type Statement } from '../domain/capture/statements';
import type { NewItemSuggestion, Suggestion } from '../domain/capture/suggestion';
import type { Cause, ItemStatus, ProspectiveItem } from '../domain/item';
import {
  chooseCloseOffer,
  closeOffer,
  itemOrThrow,
  sureChangeOf,
  updateOffer,
} from './capture-offers';
import { readSentence, type SentenceReading, type WrittenMessage } from './capture-reading';
import { chooseClassifier, type FallbackReason } from './classifier-choice';
import { whenIndexSettled } from './model-store';

export type { WrittenMessage } from './capture-reading';

/** The last close made from an offer, to undo. */
export type CloseUndo = { itemId: string; content: string; previous: ItemStatus };

/** A new version a change statement made by itself, to undo: what the item said before. */
export type UpdateUndo = {
  itemId: string;
  content: string;
  previous: { content: string; dueAt: number | null };
};

type CaptureState = {
  closeUndo: CloseUndo | null;
  /** Every change the last message made by itself, each undoable. */
  updateUndos: UpdateUndo[];
};

/**
 * What capture did on its own, to undo. The offers themselves live in the database
 * (`suggestions-repo`), so a reload keeps them.
 */
export const useCaptureStore = create<CaptureState>(() => ({
  closeUndo: null,
  updateUndos: [],
}));

/** What writing the message did by itself, for the feature to report. */
export type CaptureOutcome = {
  mentioned: ProspectiveItem[];
  /** Items a change statement gave a new version without asking (each undoable). */
  updated: ProspectiveItem[];
  /** Why the chosen LLM classifier failed and the built-in one stood in; null if it did not. */
  classifierFallback: FallbackReason | null;
};

/** What one message's sentences came to, gathered before anything is written. */
type Reading = {
  suggestions: Suggestion[];
  mentions: string[];
  changes: { about: About; sentence: string }[];
  /** Sentences to classify; `judged`, when set, is the part the classifier reads. */
  toClassify: { index: number; text: string; judged?: string }[];
};

/**
 * Keeps the board true to a message, sentence by sentence. Each sentence is one of:
 * - a done statement ("Flights booked!") or a plan given up ("never mind the marathon"):
 *   an offer to close the item it names, only when it is sure which one;
 * - a change ("the career fair got pushed to Thursday"): a new version of the item it is
 *   sure about (that sentence, never the whole message), an "Update …?" offer when it is
 *   not, and read as a sentence of its own when it names nothing kept;
 * - a restatement of a kept item, in either language: a mention (the item is referenced);
 * - anything else is classified, and items are offered.
 * One sentence's reading never stops another's. `previousText` (the turn before, in a chat)
 * helps find what a short statement is about.
 */
export async function captureMessage(
  message: WrittenMessage,
  previousText: string | null = null,
): Promise<CaptureOutcome> {
  await whenIndexSettled();
  const reading = await readMessage(message, previousText);
  const classifier = await chooseClassifier();
  const offered = await classifySentences(message, reading.toClassify, classifier.classify);
  const changes = await Promise.all(
    reading.changes.map(({ about, sentence }) => sureChangeOf(about, sentence, message.saidAt)),
  );
  const cause: Cause = { kind: 'message', episodeId: message.episodeId };
  const decisions = {
    mentions: reading.mentions,
    changes,
    suggestions: [...reading.suggestions, ...offered],
  };
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

async function readMessage(message: WrittenMessage, previousText: string | null): Promise<Reading> {
  const reading: Reading = { suggestions: [], mentions: [], changes: [], toClassify: [] };
  const previousTurn = (await isRecentTurnBefore(message)) ? previousText : null;
  const sentences = splitSentences(message.text);
  for (const [index, sentence] of sentences.entries()) {
    const statement = readStatement(sentence);
    const kind = statement?.kind ?? null;
    const context = { previousSentence: sentences[index - 1] ?? null, previousTurn };
    const sentenceReading = await readSentence(message, sentence, statement, context);
    const { about, isStrongMatch } = sentenceReading;
    const id = `${message.episodeId}:${index}`;
    if (kind === 'done' || kind === 'abandon') {
      // Said of something never written down ("finished the book"), it closes nothing;
      // the rest of the sentence may still say a kept item again, or something new
      // ("新房子总算定了，月底搬": the flat is settled; moving at the month's end).
      if (about?.isSure) {
        // Saying it is done is bringing it up: referenced now, closed when the offer is taken.
        reading.mentions.push(about.id);
        reading.suggestions.push(await closeOffer(id, message, about, kind, sentence));
        continue;
      }
      if (sentenceReading.choices.length >= 2) {
        // Two or three items could be meant: ask once, with them as the choices.
        reading.suggestions.push(
          await chooseCloseOffer(id, message, sentenceReading.choices, kind, sentence),
        );
        continue;
      }
      const whole = await readSentence(message, sentence, null, context);
      if (whole.about && isRestatement(whole.about, whole.isStrongMatch)) {
        reading.mentions.push(whole.about.id);
      } else if (saysMoreThanTheStatement(statement)) {
        // The rest alone is judged ("结局我不接受" is a reaction, "月底搬" a plan); an item
        // is offered with its whole sentence, which says what it is about.
        reading.toClassify.push({ index, text: sentence, judged: statement?.rest });
      }
      continue;
    }
    if (kind === 'change' && about !== null && about.named > 0) {
      const item = await itemOrThrow(about.id);
      if (item.type === 'question') {
        // A question answered ("we went with the public school") is closed as answered, and
        // the answer filed in its own words: the question is never overwritten by its answer.
        if (about.isSure) {
          reading.mentions.push(about.id);
          reading.suggestions.push(await closeOffer(id, message, about, 'done', sentence));
        }
        reading.toClassify.push({ index, text: sentence });
      } else if (isUnmistakable(sentenceReading, sentence, item.content)) {
        reading.changes.push({ about, sentence });
      } else reading.suggestions.push(await updateOffer(id, message, about, sentence));
      continue;
    }
    if (about !== null && isRestatement(about, isStrongMatch)) {
      reading.mentions.push(about.id);
      continue;
    }
    reading.toClassify.push({ index, text: sentence });
  }
  return reading;
}

/**
 * Whether a change may rewrite its item without a click: the sentence's own words name the
 * item fully (two of its words or more, not leaning on the sentence or turn before), it names no other person or place than the item's, and no other item comes
 * close. Anything less is an offer showing both texts: a wrong offer costs a click, a wrong
 * rewrite costs the person's words.
 */
function isUnmistakable(
  { about, isOwnNaming }: SentenceReading,
  sentence: string,
  itemText: string,
): boolean {
  if (about === null || !about.isSure || !isOwnNaming) return false;
  if (about.named < 1 || about.namesAnother || about.lead < UNMISTAKABLE_LEAD) return false;
  // Counted as words, not as overlapping Chinese pairs: one shared name is not two words.
  return sharedWordCount(sentence, itemText) >= 2;
}

/** The lead over the runner-up a change needs to be made unasked (twice the sure margin). */
const UNMISTAKABLE_LEAD = 0.24;

/** Distinctive words outside the statement's own clauses that make the rest worth reading. */
const MORE_THAN_A_STATEMENT = 2;

function saysMoreThanTheStatement(statement: Statement | null): boolean {
  return statement !== null && distinctiveTokens(statement.rest).length >= MORE_THAN_A_STATEMENT;
}

/** A turn sent this long after the one before is about something new, not a reply to it. */
const TURN_CONTEXT_MS = 2 * 60 * 60 * 1000;

async function isRecentTurnBefore(message: WrittenMessage): Promise<boolean> {
  if (message.turnIndex === null || message.turnIndex === 0) return false;
  const turns = await getDb().episodes.where('sourceId').equals(message.sourceId).toArray();
  const before = turns.find((episode) => episode.turnIndex === (message.turnIndex ?? 0) - 1);
  return before !== undefined && message.saidAt - before.at <= TURN_CONTEXT_MS;
}

/**
 * Said again rather than said anew: recall found the item as a strong match, or the
 * sentence names it clearly, no other item comes close, and the sentence adds little the
 * item does not hold ("still torn on the tablet thing" — not "what if a tiny CLI opened
 * the runbook", which names the runbook but says something new).
 */
function isRestatement(about: About, isStrongMatch: boolean): boolean {
  // "Call dad on Sunday" beside "Call mum on Sunday": close in every way but who.
  if (about.namesAnother) return false;
  if (isStrongMatch) return true;
  if (!about.isSure) return false;
  return about.named >= 1 || (about.named >= 0.5 && about.covered >= RESTATES_COVERED);
}

/** The share of a sentence's words an item must hold for one shared word to restate it. */
const RESTATES_COVERED = 0.3;

async function classifySentences(
  message: WrittenMessage,
  sentences: Reading['toClassify'],
  classify: ClassifyFn,
): Promise<NewItemSuggestion[]> {
  if (sentences.length === 0) return [];
  const verdicts = await classify(
    sentences.map(({ text, judged }) => ({ text: judged ?? text, context: null })),
  );
  return sentences.flatMap(({ index, text, judged }, i): NewItemSuggestion[] => {
    const verdict = verdicts[i];
    // A fact or a habit is a memory about the person, proposed elsewhere: never an item.
    if (!verdict || !isItemLabel(verdict.label)) return [];
    const type = verdict.label;
    // What follows a finished event ("看完了，结局有点仓促") is mostly a comment on it: it
    // is offered only when its own words say what it is ("月底搬", "need to return it").
    if (judged !== undefined && cueScores(judged)[type] === 0) return [];
    const key = `${message.episodeId}:${index}`;
    const candidate = {
      key,
      // "Idea: …" is offered without its label word (the classifier read it as the type).
      text: judged === undefined ? (verdict.text ?? text) : text,
      type,
      confidence: verdict.confidence,
      turnIndex: message.turnIndex,
      saidAt: message.saidAt,
      dueAt: type === 'plan' ? dueDateOf(text, message.saidAt) : null,
      context: message.text,
      sourceId: message.sourceId,
    };
    const suggestion: NewItemSuggestion = {
      id: key,
      kind: 'new-item',
      createdAt: message.saidAt,
      episodeId: message.episodeId,
      candidate,
    };
    return [suggestion];
  });
}
