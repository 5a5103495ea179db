import type { Suggestion } from '../../src/domain/capture/suggestion';
import type { CaptureOutcome } from '../../src/stores/capture-store';
import type { FlowStep } from './flows';

/** One step of a flow as the trace prints it: the text, then what capture did with it. */
export function traceStep(
  step: FlowStep,
  outcome: CaptureOutcome,
  offers: readonly Suggestion[],
): string {
  const lines = [`  day ${step.day} ${step.time} ${step.kind}: ${step.text}`];
  for (const item of outcome.mentioned) lines.push(`      mentioned  "${item.content}"`);
  for (const item of outcome.updated) lines.push(`      changed    → "${item.content}"`);
  for (const offer of offers) lines.push(`      ${describeOffer(offer)}`);
  return lines.join('\n');
}

function describeOffer(offer: Suggestion): string {
  switch (offer.kind) {
    case 'new-item': {
      const { type, confidence, text, dueAt } = offer.candidate;
      const due = dueAt === null ? '' : ` due ${new Date(dueAt).toISOString().slice(0, 16)}`;
      return `new ${type} (${confidence.toFixed(2)})${due}: "${text}"`;
    }
    case 'close':
      return `close (${offer.outcome}) "${offer.itemText}" ← "${offer.sentence}"`;
    case 'choose-close': {
      const choices = offer.choices.map((choice) => `"${choice.itemText}"`).join(' | ');
      return `ask which (${offer.outcome}): ${choices} ← "${offer.sentence}"`;
    }
    case 'update':
      return `update "${offer.itemText}" → "${offer.content}"`;
  }
}
