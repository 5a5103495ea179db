import i18next from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../components/format';
import { ItemTypeBadge } from '../../components/item-type-badge';
import { reportInfo, runUserAction } from '../../components/report';
import type {
  CloseSuggestion,
  NewItemSuggestion,
  Suggestion,
} from '../../domain/capture/suggestion';
import {
  acceptSuggestion,
  dismissSuggestion,
  type OfferEdits,
} from '../../stores/suggestion-actions';
import { ConfidenceWord } from './confidence-word';
import { OfferEditForm } from './offer-edit-form';

export async function acceptAndReport(
  suggestion: Suggestion,
  edits: OfferEdits | null = null,
): Promise<void> {
  const item = await runUserAction(() => acceptSuggestion(suggestion.id, null, edits));
  if (item && suggestion.kind === 'new-item') {
    reportInfo(i18next.t('capture:added', { content: item.content }));
  }
}

/**
 * One offer: a new item to add, an item to close (or which of two or three is closed), or a
 * new text for an item.
 */
export function SuggestionRow({
  suggestion,
  isFromLastSave = false,
}: {
  suggestion: Suggestion;
  /** Found in the message just saved: marked, so it stands out from older offers. */
  isFromLastSave?: boolean;
}) {
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
      return <NewItemRow suggestion={suggestion} isFromLastSave={isFromLastSave} notNow={notNow} />;
    case 'close':
      return (
        <li data-testid="close-offer" data-kind="close" data-new={isFromLastSave || undefined}>
          <NewMark isNew={isFromLastSave} />
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
        <li
          data-testid="choose-close-offer"
          data-kind="choose-close"
          data-new={isFromLastSave || undefined}
        >
          <NewMark isNew={isFromLastSave} />
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
        <li data-testid="update-offer" data-kind="update" data-new={isFromLastSave || undefined}>
          <NewMark isNew={isFromLastSave} />
          <span className="candidate-text">
            {t('updateOffer', { from: suggestion.itemText, to: suggestion.content })}
          </span>
          {accept(t('updateIt'))}
          {notNow}
        </li>
      );
  }
}

/** A new item to add as offered, or opened to correct its words, kind and date first. */
function NewItemRow({
  suggestion,
  isFromLastSave,
  notNow,
}: {
  suggestion: NewItemSuggestion;
  isFromLastSave: boolean;
  notNow: ReactNode;
}) {
  const { t } = useTranslation('capture');
  const [isEditing, setEditing] = useState(false);
  return (
    <li data-testid="inline-candidate" data-kind="new-item" data-new={isFromLastSave || undefined}>
      <NewMark isNew={isFromLastSave} />
      {isEditing ? (
        <OfferEditForm
          suggestion={suggestion}
          onAdd={(edits) => void acceptAndReport(suggestion, edits)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <NewItemText suggestion={suggestion} />
          <button type="button" onClick={() => void acceptAndReport(suggestion)}>
            {t('add')}
          </button>
          <button type="button" onClick={() => setEditing(true)}>
            {t('edit.open')}
          </button>
          {notNow}
        </>
      )}
    </li>
  );
}

function NewItemText({ suggestion }: { suggestion: NewItemSuggestion }) {
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

/** The mark of an offer from the message just saved, for those who cannot see its border. */
function NewMark({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation('capture');
  return isNew ? <span className="visually-hidden">{t('newMark')}</span> : null;
}
