import i18next from 'i18next';
import { create } from 'zustand';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import {
  acceptProposal,
  addOwnMemory,
  archiveMemoryRow,
  editMemoryText,
  rejectProposal,
  restoreMemoryRow,
  supersedeMemory,
  undoAccept,
  unrejectProposal,
  type AcceptOutcome,
} from '../../db/memories-repo';
import type { MemoryKind, MemoryRecord } from '../../domain/memory/memory-record';
import { consolidateNow } from '../../stores/consolidation-runner';

/** The last change of the review list, to undo: an acceptance, or a rejection. */
type LastReview =
  | { kind: 'accept'; outcome: AcceptOutcome; text: string }
  | { kind: 'reject'; id: string; text: string };

export const useMemoryStore = create<{ last: LastReview | null; isReading: boolean }>(() => ({
  last: null,
  isReading: false,
}));

const reconsiderText = (older: string) => i18next.t('memory:reconsiderText', { older });

/** What accepting did, in a sentence: a graduation or a reconsider question is named. */
function acceptedText(outcome: AcceptOutcome): string {
  if (outcome.graduated)
    return i18next.t('memory:review.graduated', { item: outcome.graduated.item.content });
  const older = outcome.before[1];
  if (outcome.reconsider && older)
    return i18next.t('memory:review.reconsider', { older: older.content });
  return i18next.t('memory:review.accepted', { content: outcome.memory.content });
}

export async function accept(memory: MemoryRecord, content?: string): Promise<void> {
  const outcome = await runUserAction(() =>
    acceptProposal(getDb(), memory.id, Date.now(), { content, reconsiderText }),
  );
  if (!outcome) return;
  useMemoryStore.setState({ last: { kind: 'accept', outcome, text: acceptedText(outcome) } });
}

export async function reject(memory: MemoryRecord): Promise<void> {
  const rejected = await runUserAction(() => rejectProposal(getDb(), memory.id, Date.now()));
  if (!rejected) return;
  const text = i18next.t('memory:review.rejected', { content: memory.content });
  useMemoryStore.setState({ last: { kind: 'reject', id: memory.id, text } });
}

/** Undoes the last acceptance (both sides of a graduation or supersession) or rejection. */
export async function undoLast(): Promise<void> {
  const { last } = useMemoryStore.getState();
  if (!last) return;
  const now = Date.now();
  const done = await runUserAction(async () => {
    if (last.kind === 'accept') await undoAccept(getDb(), last.outcome, now);
    else await unrejectProposal(getDb(), last.id, now);
    return true;
  });
  if (done === null) return;
  useMemoryStore.setState({ last: null });
  reportInfo(i18next.t('memory:review.undone'));
}

export async function addMemory(kind: MemoryKind, content: string): Promise<boolean> {
  const added = await runUserAction(() => addOwnMemory(getDb(), kind, content, Date.now()));
  if (added) reportInfo(i18next.t('memory:add.saved', { content: added.content }));
  return added !== null;
}

export async function editMemory(memory: MemoryRecord, content: string): Promise<boolean> {
  const saved = await runUserAction(() => editMemoryText(getDb(), memory.id, content, Date.now()));
  if (saved) reportInfo(i18next.t('memory:list.edited'));
  return saved !== null;
}

export async function supersede(memory: MemoryRecord, content: string): Promise<boolean> {
  const outcome = await runUserAction(() =>
    supersedeMemory(getDb(), memory.id, content, Date.now(), reconsiderText),
  );
  if (!outcome) return false;
  const text = outcome.reconsider
    ? i18next.t('memory:review.reconsider', { older: memory.content })
    : i18next.t('memory:list.superseded');
  useMemoryStore.setState({ last: { kind: 'accept', outcome, text } });
  return true;
}

export async function archiveMemory(memory: MemoryRecord): Promise<void> {
  const done = await runUserAction(() => archiveMemoryRow(getDb(), memory.id, Date.now()));
  if (done) reportInfo(i18next.t('memory:list.archived', { content: memory.content }));
}

export async function restoreMemory(memory: MemoryRecord): Promise<void> {
  const done = await runUserAction(() => restoreMemoryRow(getDb(), memory.id, Date.now()));
  if (done) reportInfo(i18next.t('memory:list.restored', { content: memory.content }));
}

/** Runs consolidation now and says what it found. */
export async function readWritingNow(): Promise<void> {
  useMemoryStore.setState({ isReading: true });
  try {
    const outcome = await runUserAction(() => consolidateNow());
    if (outcome) {
      reportInfo(
        i18next.t('memory:consolidate.done', {
          episodes: outcome.episodesRead,
          count: outcome.proposed.length,
        }),
      );
    }
  } finally {
    useMemoryStore.setState({ isReading: false });
  }
}
