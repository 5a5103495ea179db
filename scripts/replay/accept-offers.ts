import {
  acceptCandidate,
  acceptCloseOffer,
  forgetCloseUndo,
  forgetUpdateUndo,
  useCaptureStore,
} from '../../src/stores/capture-store';

/**
 * The person FORMAT.md describes: every candidate offered is filed, every offer to close
 * is accepted, and every automatic new version is kept (its undo is let go). This is the
 * one place that knows the capture store's offers; when they change, only this follows.
 */
export async function acceptEveryOffer(): Promise<void> {
  for (const candidate of [...useCaptureStore.getState().candidates]) {
    await acceptCandidate(candidate.key);
  }
  if (useCaptureStore.getState().closeOffer) await acceptCloseOffer();
  forgetCloseUndo();
  forgetUpdateUndo();
}

export function resetOffers(): void {
  useCaptureStore.setState({ candidates: [], closeOffer: null, closeUndo: null, updateUndo: null });
}
