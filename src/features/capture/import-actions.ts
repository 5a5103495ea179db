import i18next from 'i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { commitImport } from '../../db/capture-repo';
import { getDb } from '../../db/database';
import { extractCandidates } from '../../domain/capture/extract-candidates';
import type { ParsedImport } from '../../domain/conversation-import/parsed';
import { reportClassifierFallback } from '../../components/capture-report';
import { chooseClassifier } from '../../stores/classifier-choice';
import { toRows, type ReviewRow } from './import-review';

/** Classifies `me`'s sentences in every conversation of the import (see chooseClassifier). */
export async function findCandidates(parsed: ParsedImport, me: string): Promise<ReviewRow[]> {
  const rows: ReviewRow[] = [];
  const now = Date.now();
  const classifier = await chooseClassifier();
  for (const [index, conversation] of parsed.conversations.entries()) {
    const found = await extractCandidates(conversation, me, classifier.classify, now);
    rows.push(...toRows(index, found));
  }
  const fallback = classifier.fallbackReason();
  if (fallback !== null) reportClassifierFallback(fallback);
  return rows;
}

/** Writes the import and the accepted rows in one transaction; false when it failed. */
export async function commitReview(
  parsed: ParsedImport,
  me: string,
  rows: readonly ReviewRow[],
): Promise<boolean> {
  const accepted = rows
    .filter((row) => row.isAccepted)
    .map((row) => ({ ...row, turnIndex: row.turnIndex ?? 0 }));
  const done = await runUserAction(() => commitImport(getDb(), parsed, me, accepted, Date.now()));
  if (done) reportInfo(i18next.t('capture:import.committed', { count: done.items.length }));
  return done !== null;
}
