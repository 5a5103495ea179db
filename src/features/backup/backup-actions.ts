import i18next from 'i18next';

import { formatTime } from '../../components/format';
import { runUserAction } from '../../components/report';
import { exportBackup, importBackup, type ImportSummary } from '../../db/backup-repo';
import { getDb } from '../../db/database';
import type { Backup } from '../../domain/backup-format';
import { BackupConflictError } from '../../domain/backup-merge';
import type { BackupParseResult } from '../../domain/backup-parse';
import { boardToMarkdown, type MarkdownLabels } from '../../domain/board-markdown';
import { ITEM_STATUSES, ITEM_TYPES } from '../../domain/item';
import { parseBackupFile } from './backup-parse-client';
import { describeProblem } from './describe-backup';
import { dateStamp, downloadFile } from './download';

export async function exportJson(): Promise<void> {
  const now = Date.now();
  const backup = await runUserAction(() => exportBackup(getDb(), now));
  if (!backup) return;
  downloadFile(`forethought-${dateStamp(now)}.json`, 'application/json', JSON.stringify(backup));
}

function markdownLabels(now: number): MarkdownLabels {
  const t = i18next.t.bind(i18next);
  const time = (at: number) => formatTime(at, i18next.language);
  return {
    title: t('backup:markdown.title'),
    exportedLine: t('backup:markdown.exported', { time: time(now) }),
    status: Object.fromEntries(
      ITEM_STATUSES.map((s) => [s, t(`common:status.${s}`)]),
    ) as MarkdownLabels['status'],
    type: Object.fromEntries(
      ITEM_TYPES.map((s) => [s, t(`common:type.${s}`)]),
    ) as MarkdownLabels['type'],
    said: (at) => t('backup:markdown.said', { time: time(at) }),
    due: (at) => t('backup:markdown.due', { time: time(at) }),
    empty: t('backup:markdown.empty'),
  };
}

export async function exportMarkdown(): Promise<void> {
  const now = Date.now();
  const items = await runUserAction(() => getDb().items.toArray());
  if (!items) return;
  const markdown = boardToMarkdown(items, markdownLabels(now));
  downloadFile(`forethought-board-${dateStamp(now)}.md`, 'text/markdown', markdown);
}

export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; message: string };

export type ImportOptions = {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** The checked file, or 'cancelled' when the person cancelled while it was read. */
async function readChecked(
  file: Blob,
  options: ImportOptions,
): Promise<BackupParseResult | 'cancelled'> {
  try {
    return await parseBackupFile(file, options);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
}

/** The union merge; a conversation that cannot be merged is a refusal, not a failure. */
async function mergeInto(backup: Backup): Promise<ImportSummary | BackupConflictError> {
  try {
    return await importBackup(getDb(), backup);
  } catch (error) {
    if (error instanceof BackupConflictError) return error;
    throw error;
  }
}

/**
 * Reads and checks the whole file in a worker first (progress, cancel); only a valid one
 * is merged, in one transaction. A cancelled or refused import has written nothing.
 */
export async function importFile(file: Blob, options: ImportOptions = {}): Promise<ImportOutcome> {
  const t = i18next.getFixedT(null, 'backup');
  const cancelled = { ok: false, message: t('cancelled') } as const;
  // The file can vanish or lose its permission between choosing and reading.
  const parsed = await runUserAction(() => readChecked(file, options));
  if (parsed === null) return { ok: false, message: '' };
  if (parsed === 'cancelled') return cancelled;
  if (!parsed.ok) return { ok: false, message: describeProblem(parsed.problem) };
  if (options.signal?.aborted) return cancelled;
  const merged = await runUserAction(() => mergeInto(parsed.backup));
  if (merged instanceof BackupConflictError) {
    return { ok: false, message: t('problem.conflict', { title: merged.title }) };
  }
  return merged ? { ok: true, summary: merged } : { ok: false, message: '' };
}
