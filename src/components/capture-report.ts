import i18next from 'i18next';

import type { CaptureOutcome } from '../stores/capture-store';
import { reportInfo } from './report';

/** Says what a written message did to the board by itself: mentions and a new version. */
export function reportCaptureOutcome(outcome: CaptureOutcome | null): void {
  for (const item of outcome?.mentioned ?? []) {
    reportInfo(i18next.t('recall:referencedBySend', { content: item.content }));
  }
  if (outcome?.updated) {
    reportInfo(i18next.t('capture:updated', { content: outcome.updated.content }));
  }
  if (outcome?.classifierFallback) reportClassifierFallback(outcome.classifierFallback);
}

/** The chosen LLM classifier failed; the built-in one labelled the sentences instead. */
export function reportClassifierFallback(reason: string): void {
  reportInfo(i18next.t('capture:classifierFallback', { reason }));
}
