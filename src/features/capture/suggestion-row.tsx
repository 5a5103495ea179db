import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../components/format';
import { ItemTypeBadge } from '../../components/item-type-badge';
import { reportInfo, runUserAction } from '../../components/report';
import type { CloseSuggestion, Suggestion } from '../../domain/capture/suggestion';
import { acceptSuggestion, dismissSuggestion } from '../../stores/suggestion-actions';
import { ConfidenceWord } from './confidence-word';

export async function acceptAndReport(suggestion: Suggestion): Promise<void> {
  const item = await runUserAction(() => acceptSuggestion(suggestion.id));
  if (item && suggestion.kind === 'new-item') {
    reportInfo(i18next.t('capture:added', { content: item.content }));
  }
}

/**
 * One offer: a new item to add, an item to close (or which of two or three is closed), or a
 * new text for an item.
 */
export function SuggestionRow({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation('capture');
  const notNow = (
    <button
      type="button"
      onClick={() => void runUserAction(() => dismissSuggestion(suggestion.id))}
    >
      {t('notNow')}
    </button>
  );
  const accept = (label: string) => (
    <button type="button" onClick={() => void acceptAndReport(suggestion)}>
      {label}
    </button>
  );
  switch (suggestion.kind) {
    case 'new-item':
      return (
        <li data-testid="inline-candidate" data-kind="new-item">
          <NewItemText suggestion={suggestion} />
          {accept(t('add'))}
          {notNow}
        </li>
      );
    case 'close':
      return (
        <li data-testid="close-offer" data-kind="close">
          <span className="candidate-text">
            {t(closeOfferKey(suggestion), { content: suggestion.itemText })}
          </span>
          <span className="candidate-meta">{t('saidAs', { sentence: suggestion.sentence })}</span>
          {accept(t(suggestion.outcome === 'dropped' ? 'closeAsDropped' : 'closeIt'))}
          {notNow}
        </li>
      );
    case 'choose-close':
      return (
        <li data-testid="choose-close-offer" data-kind="choose-close">
          <span className="candidate-text">
            {t(suggestion.outcome === 'dropped' ? 'whichDropped' : 'whichDone')}
          </span>
          <span className="candidate-meta">{t('saidAs', { sentence: suggestion.sentence })}</span>
          {suggestion.choices.map(({ itemId, itemText }) => (
            <button
              key={itemId}
              type="button"
              onClick={() => void runUserAction(() => acceptSuggestion(suggestion.id, itemId))}
            >
              {itemText}
            </button>
          ))}
          <button
            type="button"
            onClick={() => void runUserAction(() => dismissSuggestion(suggestion.id))}
          >
            {t('noneOfThese')}
          </button>
        </li>
      );
    case 'update':
      return (
        <li data-testid="update-offer" data-kind="update">
          <span className="candidate-text">
            {t('updateOffer', { from: suggestion.itemText, to: suggestion.content })}
          </span>
          {accept(t('updateIt'))}
          {notNow}
        </li>
      );
  }
}

function NewItemText({ suggestion }: { suggestion: Extract<Suggestion, { kind: 'new-item' }> }) {
  const { t, i18n } = useTranslation('capture');
  const { candidate } = suggestion;
  return (
    <>
      <ItemTypeBadge type={candidate.type} />
      <span className="candidate-text">{candidate.text}</span>
      <ConfidenceWord confidence={candidate.confidence} />
      {candidate.dueAt !== null && (
        <span className="candidate-meta">
          {t('due', { date: formatDate(candidate.dueAt, i18n.language) })}
        </span>
      )}
    </>
  );
}

/** "That sounds done", "…given up", or for a question settled, "…answered". */
function closeOfferKey({ outcome, isQuestion }: CloseSuggestion) {
  if (outcome === 'dropped') return 'droppedOffer';
  return isQuestion === true ? 'answeredOffer' : 'closeOffer';
}
