import i18next from 'i18next';

import type { CaptureOutcome } from '../stores/capture-store';
import type { FallbackReason } from '../stores/classifier-choice';
import { reportInfo } from './report';

/** Says what a written message did to the board by itself: mentions, a fallback classifier. */
export function reportCaptureOutcome(outcome: CaptureOutcome | null): void {
  for (const item of outcome?.mentioned ?? []) {
    reportInfo(i18next.t('recall:referencedBySend', { content: item.content }));
  }
  // A new version is shown beside the view, with its undo (features/capture/inline-capture).
  if (outcome?.classifierFallback) reportClassifierFallback(outcome.classifierFallback);
}

/** The chosen LLM classifier failed; the built-in one labelled the sentences instead. */
export function reportClassifierFallback({ code, detail }: FallbackReason): void {
  reportInfo(i18next.t(`capture:llmFallback.${code}`, { detail }));
}
