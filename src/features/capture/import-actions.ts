import i18next from 'i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { isAlreadyFiled, readImportOverlap } from '../../db/capture-repo';
import { getDb } from '../../db/database';
import { commitReviewedImport } from '../../db/import-edits-repo';
import { undoLastImport } from '../../db/import-undo-repo';
import { extractCandidates } from '../../domain/capture/extract-candidates';
import { resolveMe } from '../../domain/conversation-import/me-speaker';
import type { ParsedImport } from '../../domain/conversation-import/parsed';
import { reportClassifierFallback } from '../../components/capture-report';
import { chooseClassifier } from '../../stores/classifier-choice';
import { abortError } from '../../ml/worker-job';
import {
  classifyInSlices,
  countSentencesToClassify,
  type SliceOptions,
} from './classify-in-slices';
import { toRows, type IsAlreadyImported, type ReviewRow } from './import-review';

/**
 * Classifies `me`'s sentences in every conversation of the import (see chooseClassifier),
 * and marks the candidates an earlier import of the same conversation already filed. `me` is
 * resolved as `npm run extract -- --me` resolves it (any case, or a role name such as user).
 * The sentences go to the classifier in slices (see classifyInSlices), with progress after
 * each; an abort stops it before the next slice. Nothing is written either way.
 * @throws SpeakerNotFoundError when `me` names no speaker, or several.
 * @throws an AbortError (DOMException) once `options.signal` aborts.
 */
export async function findCandidates(
  parsed: ParsedImport,
  requestedMe: string,
  options: SliceOptions = {},
): Promise<ReviewRow[]> {
  const me = resolveMe(requestedMe, parsed);
  const rows: ReviewRow[] = [];
  const now = Date.now();
  const overlap = await readImportOverlap(getDb(), parsed);
  const isAlreadyImported: IsAlreadyImported = (conversationIndex, candidate) =>
    candidate.turnIndex !== null &&
    isAlreadyFiled(overlap, conversationIndex, candidate.turnIndex, candidate.text);
  const classifier = await chooseClassifier();
  if (options.signal?.aborted) throw abortError();
  const total = countSentencesToClassify(parsed, me);
  const classify = classifyInSlices(classifier.classify, total, options);
  for (const [index, conversation] of parsed.conversations.entries()) {
    const found = await extractCandidates(conversation, me, classify, now);
    rows.push(...toRows(index, found, isAlreadyImported));
  }
  const fallback = classifier.fallbackReason();
  if (fallback !== null) reportClassifierFallback(fallback);
  return rows;
}

/**
 * Writes the import and the accepted rows in one transaction, keeping the sentence each
 * edited row was proposed as (see commitReviewedImport); false when it failed.
 */
export async function commitReview(
  parsed: ParsedImport,
  me: string,
  rows: readonly ReviewRow[],
): Promise<boolean> {
  const accepted = rows
    .filter((row) => row.isAccepted && !row.isAlreadyImported)
    .map((row) => ({ ...row, turnIndex: row.turnIndex ?? 0 }));
  const done = await runUserAction(() =>
    commitReviewedImport(getDb(), parsed, resolveMe(me, parsed), accepted, Date.now()),
  );
  if (done) {
    const already = rows.filter((row) => row.isAlreadyImported).length + done.alreadyFiled;
    const counts = { count: done.items.length, already };
    reportInfo(
      already > 0
        ? i18next.t('capture:import.committedWithAlready', counts)
        : i18next.t('capture:import.committed', counts),
    );
  }
  return done !== null;
}

/** Archives the items of the last import (see undoLastImport) and says how many. */
export async function undoImport(): Promise<void> {
  const count = await runUserAction(() => undoLastImport(getDb(), Date.now()));
  if (count !== null) reportInfo(i18next.t('capture:import.undone', { count }));
}
