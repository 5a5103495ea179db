import i18next from 'i18next';

import { formatDate } from '../../components/format';
import { reportInfo, runUserAction } from '../../components/report';
import { appendChatTurn } from '../../db/chat-repo';
import { getDb } from '../../db/database';
import { changeStatus, mention } from '../../db/items-repo';
import { askPersistenceOnce } from '../../db/storage-persistence';
import type { ProspectiveItem } from '../../domain/item';
import { ACTIVE_STATUSES, RECALL_K, STRONG_MATCH } from '../../domain/recall-defaults';
import { getMlClient } from '../../ml/worker-client';
import { draftSent, hideForDraft, setDraft, useRecallStore } from '../../stores/recall-store';

const user = { kind: 'user' } as const;

/**
 * Sends the draft: it is logged as a chat turn (episodic log), then the items it clearly
 * mentions — a fresh search at the strong-match thresholds — become referenced, with the
 * message as the cause. The draft is cleared only once the turn is stored.
 */
export async function sendDraft(): Promise<void> {
  const { draft, sessionId } = useRecallStore.getState();
  const sent = await runUserAction(() => appendChatTurn(getDb(), sessionId, draft, Date.now()));
  if (!sent) return;
  draftSent(sent.sourceId);
  void askPersistenceOnce(getDb());
  reportInfo(i18next.t('recall:sent'));
  const strong = await runUserAction(() =>
    getMlClient().call('search', {
      query: draft,
      k: RECALL_K,
      statuses: ACTIVE_STATUSES,
      thresholds: { dense: STRONG_MATCH.dense, lexical: STRONG_MATCH.lexical },
    }),
  );
  for (const hit of strong?.hits ?? []) {
    const cause = { kind: 'message', episodeId: sent.episodeId } as const;
    const item = await runUserAction(() => mention(getDb(), hit.id, cause, Date.now()));
    if (item) reportInfo(i18next.t('recall:referencedBySend', { content: item.content }));
  }
}

export function insertIntoDraft(item: ProspectiveItem): void {
  const { draft } = useRecallStore.getState();
  setDraft(draft.trim() === '' ? item.content : `${draft.trimEnd()} ${item.content}`);
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

export function notNow(item: ProspectiveItem): void {
  hideForDraft(item.id);
}
