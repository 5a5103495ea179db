import type { CaptureDecision, SentenceToClassify, WrittenMessage } from './capture-decisions';
import { closeOffer } from './capture-offers';
import { cueScores } from './cues';
import { dueDateOf } from './due-date';
import { isItemLabel, type Classification } from './labels';

/**
 * The new items offered for the sentences the reading left to the classifier, from its
 * verdicts (one per sentence, in order). Pure, like the reading.
 */
export function newItemOffers(
  message: WrittenMessage,
  sentences: readonly SentenceToClassify[],
  verdicts: readonly Classification[],
): CaptureDecision[] {
  return sentences.flatMap((sentence, i): CaptureDecision[] => {
    const verdict = verdicts[i];
    const offer = newItemOffer(message, sentence, verdict);
    const { answers, restates } = sentence;
    const datedPlan = offer !== null && isDatedPlan(offer) ? [offer] : [];
    if (restates !== undefined) {
      return [{ kind: 'mention', itemId: restates.id }, ...datedPlan];
    }
    if (answers === undefined) return offer === null ? [] : [offer];
    // A question brought up again: answered only when the sentence reads as a decision
    // ("we're sticking with the old van"), which closes it; the answer is filed in its own
    // words when they are the writer's decision words ("decided", "决定"), not when the
    // question was settled by what someone advised or what was done ("他说直接删，删完了").
    const mention: CaptureDecision = { kind: 'mention', itemId: answers.id };
    if (offer === null || verdict?.label !== 'decision') return [mention, ...datedPlan];
    const key = `${message.episodeId}:${sentence.index}`;
    const close: CaptureDecision = {
      kind: 'offer',
      suggestion: closeOffer(key, message, answers, 'done', sentence.text),
    };
    const saysDecided = cueScores(sentence.text).decision > 0;
    return saysDecided ? [mention, close, offer] : [mention, close];
  });
}

/** A new plan with a due date: something to do on a day, never just a thing said again. */
function isDatedPlan(offer: CaptureDecision): boolean {
  if (offer.kind !== 'offer' || offer.suggestion.kind !== 'new-item') return false;
  const { candidate } = offer.suggestion;
  return candidate.type === 'plan' && candidate.dueAt !== null;
}

function newItemOffer(
  message: WrittenMessage,
  { index, text, judged, onlyIf }: SentenceToClassify,
  verdict: Classification | undefined,
): CaptureDecision | null {
  // A fact or a habit is a memory about the person, proposed elsewhere: never an item.
  if (!verdict || !isItemLabel(verdict.label)) return null;
  const type = verdict.label;
  if (onlyIf !== undefined && type !== onlyIf) return null;
  // What follows a finished event ("看完了，结局有点仓促") is mostly a comment on it: it
  // is offered only when its own words say what it is ("月底搬", "need to return it").
  if (judged !== undefined && cueScores(judged)[type] === 0) return null;
  const key = `${message.episodeId}:${index}`;
  const candidate = {
    key,
    // "Idea: …" is offered without its label word (the classifier read it as the type).
    text: judged === undefined ? (verdict.text ?? text) : text,
    type,
    confidence: verdict.confidence,
    turnIndex: message.turnIndex,
    saidAt: message.saidAt,
    dueAt: type === 'plan' ? dueDateOf(text, message.saidAt) : null,
    context: message.text,
    sourceId: message.sourceId,
  };
  return {
    kind: 'offer',
    suggestion: {
      id: key,
      kind: 'new-item',
      createdAt: message.saidAt,
      episodeId: message.episodeId,
      candidate,
    },
  };
}
