import i18next from 'i18next';

import { formatBytes } from '../../components/format';
import type { ImportSummary } from '../../db/backup-repo';
import type { BackupProblem } from '../../domain/backup-parse';

function backupT() {
  return i18next.getFixedT(null, 'backup');
}

function formatCount(value: number): string {
  return new Intl.NumberFormat(i18next.language).format(value);
}

/** The sentence for a refused file, in the UI language; each ends "Nothing was changed." */
export function describeProblem(problem: BackupProblem): string {
  const t = backupT();
  switch (problem.code) {
    case 'too-large':
      return t('problem.too-large', { size: formatBytes(problem.bytes) });
    case 'wrong-version':
      return t('problem.wrong-version', { found: problem.found });
    case 'invalid':
      return t('problem.invalid', { path: problem.path, detail: problem.detail });
    case 'too-deep':
      return t('problem.too-deep', { limit: problem.limit });
    case 'forbidden-key':
      return t('problem.forbidden-key', { path: problem.path });
    case 'too-long':
      return t('problem.too-long', { path: problem.path, max: formatCount(problem.max) });
    case 'duplicate-id':
      return t('problem.duplicate-id', { table: t(`table.${problem.table}`), id: problem.id });
    case 'dangling':
      return t('problem.dangling', {
        path: problem.path,
        target: t(`target.${problem.target}`),
        ref: problem.ref,
      });
    default:
      return t(`problem.${problem.code}`);
  }
}

/** What an import added and kept, as sentences: the first one always, the others when they apply. */
export function describeSummary(summary: ImportSummary): string {
  const t = backupT();
  const sentences = [
    t('imported', {
      added: summary.itemsAdded,
      updated: summary.itemsUpdated,
      kept: summary.itemsKept,
    }),
  ];
  if (summary.textsKept > 0) sentences.push(t('textsKept', { count: summary.textsKept }));
  if (summary.entriesJoined > 0) {
    sentences.push(t('entriesJoined', { count: summary.entriesJoined }));
  }
  if (summary.archivesKept > 0) {
    sentences.push(t('archivesKept', { count: summary.archivesKept }));
  }
  const { memoriesAdded, memoriesUpdated } = summary;
  if (memoriesAdded + memoriesUpdated > 0) {
    sentences.push(t('memoriesMerged', { added: memoriesAdded, updated: memoriesUpdated }));
  }
  const { sourcesAdded, turnsAdded, historyAdded, recordsKept } = summary;
  if (sourcesAdded + turnsAdded + historyAdded + recordsKept > 0) {
    sentences.push(
      t('alsoAdded', {
        sources: sourcesAdded,
        turns: turnsAdded,
        history: historyAdded,
        kept: recordsKept,
      }),
    );
  }
  return sentences.join(' ');
}

/** The settings a backup asked for that send or download, and where to turn them on; or null. */
export function describeWithheld(summary: ImportSummary): string | null {
  if (summary.settingsWithheld.length === 0) return null;
  const t = backupT();
  const names = summary.settingsWithheld.map((key) => t(`setting.${key}`));
  const list = new Intl.ListFormat(i18next.language, { type: 'conjunction' }).format(names);
  return t('withheld', { list });
}
