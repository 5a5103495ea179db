import i18next from 'i18next';

import { formatBytes, formatTime } from '../../components/format';
import { runUserAction } from '../../components/report';
import { exportBackup, importBackup, type ImportSummary } from '../../db/backup-repo';
import { getDb } from '../../db/database';
import { parseBackup, type BackupProblem } from '../../domain/backup-parse';
import { boardToMarkdown, type MarkdownLabels } from '../../domain/board-markdown';
import { ITEM_STATUSES, ITEM_TYPES } from '../../domain/item';
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

function describeProblem(problem: BackupProblem): string {
  const t = i18next.getFixedT(null, 'backup');
  switch (problem.code) {
    case 'too-large':
      return t('problem.too-large', { size: formatBytes(problem.bytes) });
    case 'wrong-version':
      return t('problem.wrong-version', { found: problem.found });
    case 'invalid':
      return t('problem.invalid', { path: problem.path, detail: problem.detail });
    case 'dangling':
      return t('problem.dangling', { detail: problem.detail });
    default:
      return t(`problem.${problem.code}`);
  }
}

/** Validates the whole file first; only a valid one is written, in one transaction. */
export async function importFile(file: Blob): Promise<ImportOutcome> {
  // The file can vanish or lose its permission between choosing and reading.
  const bytes = await runUserAction(async () => new Uint8Array(await file.arrayBuffer()));
  if (!bytes) return { ok: false, message: '' };
  const parsed = parseBackup(bytes);
  if (!parsed.ok) return { ok: false, message: describeProblem(parsed.problem) };
  const summary = await runUserAction(() => importBackup(getDb(), parsed.backup));
  return summary ? { ok: true, summary } : { ok: false, message: '' };
}
