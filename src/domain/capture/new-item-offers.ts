import type { Classification } from './labels';
import type { CaptureDecision, SentenceToClassify, WrittenMessage } from './capture-decisions';
import { cueScores } from './cues';
import { dueDateOf } from './due-date';
import { isItemLabel } from './labels';

/**
 * The new items offered for the sentences the reading left to the classifier, from its
 * verdicts (one per sentence, in order). Pure, like the reading.
 */
export function newItemOffers(
  message: WrittenMessage,
  sentences: readonly SentenceToClassify[],
  verdicts: readonly Classification[],
): CaptureDecision[] {
  return sentences.flatMap(({ index, text, judged }, i): CaptureDecision[] => {
    const verdict = verdicts[i];
    // A fact or a habit is a memory about the person, proposed elsewhere: never an item.
    if (!verdict || !isItemLabel(verdict.label)) return [];
    const type = verdict.label;
    // What follows a finished event ("看完了，结局有点仓促") is mostly a comment on it: it
    // is offered only when its own words say what it is ("月底搬", "need to return it").
    if (judged !== undefined && cueScores(judged)[type] === 0) return [];
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
    return [
      {
        kind: 'offer',
        suggestion: {
          id: key,
          kind: 'new-item',
          createdAt: message.saidAt,
          episodeId: message.episodeId,
          candidate,
        },
      },
    ];
  });
}
