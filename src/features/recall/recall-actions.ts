import i18next from 'i18next';

import { formatDate } from '../../components/format';
import { reportCaptureOutcome } from '../../components/capture-report';
import { reportInfo, runUserAction } from '../../components/report';
import { appendChatTurn } from '../../db/chat-repo';
import { getDb } from '../../db/database';
import { addDismissal, removeDismissal } from '../../db/dismissals-repo';
import { markMemoriesUsed } from '../../db/memories-repo';
import { changeStatus, mention } from '../../db/items-repo';
import { askPersistenceOnce } from '../../db/storage-persistence';
import type { GivenMemory } from '../../domain/chat/given-memory';
import type { ProspectiveItem } from '../../domain/item';
import { askAssistant, clearDropped } from '../../stores/assistant-store';
import { captureMessage } from '../../stores/capture-store';
import { setJournalDraft, useJournalDraftStore } from '../../stores/journal-draft-store';
import {
  draftSent,
  hideForDraft,
  rememberDismissal,
  setDraft,
  unhide,
  useRecallStore,
} from '../../stores/recall-store';

const user = { kind: 'user' } as const;

/**
 * Sends the draft: it is logged as a chat turn (episodic log); then the board follows it
 * (stores/capture-store.ts): items it clearly mentions become referenced, a change
 * statement makes a new version, a done statement offers to close, and its other
 * sentences are offered inline as new items. The draft is cleared once the turn is stored.
 * With an assistant connected (`given` not null), it is asked to answer, given those
 * memories.
 */
export async function sendDraft(
  shownMemoryIds: readonly string[] = [],
  given: GivenMemory[] | null = null,
): Promise<void> {
  const { draft, sessionId } = useRecallStore.getState();
  const now = Date.now();
  const sent = await runUserAction(() => appendChatTurn(getDb(), sessionId, draft, now));
  if (!sent) return;
  // Used in recall: the facts and habits beside the message as it went.
  void runUserAction(() => markMemoriesUsed(getDb(), shownMemoryIds, now));
  draftSent(sent.sourceId, draft);
  void askPersistenceOnce(getDb());
  if (given === null) reportInfo(i18next.t('recall:sent'));
  else {
    clearDropped();
    void askAssistant(sent.sourceId, given);
  }
  const message = {
    text: draft.trim(),
    sourceId: sent.sourceId,
    episodeId: sent.episodeId,
    turnIndex: sent.turnIndex,
    saidAt: now,
  };
  const outcome = await runUserAction(() => captureMessage(message, sent.previousText));
  reportCaptureOutcome(outcome);
}

/** The draft the recall panel serves: the chat message, or the journal entry being written. */
function activeDraft(): string {
  const { draftTarget, draft } = useRecallStore.getState();
  return draftTarget === 'journal' ? useJournalDraftStore.getState().text : draft;
}

export function insertIntoDraft(item: ProspectiveItem): void {
  const draft = activeDraft();
  const text = draft.trim() === '' ? item.content : `${draft.trimEnd()} ${item.content}`;
  if (useRecallStore.getState().draftTarget === 'journal') setJournalDraft(text);
  else setDraft(text);
}

/** The item as a sentence another chat tool can take as context. */
export function contextText(item: ProspectiveItem): string {
  return i18next.t('recall:copyText', {
    time: formatDate(item.saidAt, i18next.language),
    type: i18next.t(`common:type.${item.type}`).toLowerCase(),
    content: item.content,
  });
}

export async function copyAsContext(item: ProspectiveItem): Promise<void> {
  const copied = await runUserAction(() => navigator.clipboard.writeText(contextText(item)));
  if (copied !== null) reportInfo(i18next.t('recall:actions.copied'));
}

export async function markReferenced(item: ProspectiveItem): Promise<void> {
  await runUserAction(() => mention(getDb(), item.id, user, Date.now()));
}

export async function closeItem(item: ProspectiveItem): Promise<void> {
  await runUserAction(() => changeStatus(getDb(), item.id, 'closed', user, Date.now()));
}

/**
 * Hides the item for this draft, and remembers it with the draft: later drafts like this
 * one show it only for a close match (domain/recall/dismissal.ts). "Show again" undoes both.
 */
export async function notNow(item: ProspectiveItem): Promise<void> {
  hideForDraft(item.id);
  const draft = activeDraft();
  const remembered = await runUserAction(() => addDismissal(getDb(), item.id, draft, Date.now()));
  if (remembered) rememberDismissal(item.id, remembered.id);
}

export async function showAgain(itemId: string): Promise<void> {
  const dismissalId = useRecallStore.getState().dismissalIds[itemId];
  if (dismissalId !== undefined) {
    const isForgotten = await runUserAction(async () => {
      await removeDismissal(getDb(), dismissalId);
      return true;
    });
    if (!isForgotten) return;
  }
  unhide(itemId);
}
