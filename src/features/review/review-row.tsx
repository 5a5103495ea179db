import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../components/format';
import { ItemTypeBadge } from '../../components/item-type-badge';
import type { ReviewRow as Row } from '../../domain/weekly-review';
import {
  archiveFromReview,
  closeFromReview,
  reopenFromReview,
  snoozeFromReview,
} from './review-actions';

type ActionProps = { label: string; isBusy: boolean; onClick: () => Promise<void> };

function Action({ label, isBusy, onClick }: ActionProps) {
  return (
    <button type="button" disabled={isBusy} onClick={() => void onClick()}>
      {label}
    </button>
  );
}

/**
 * One item in the review with what can be done to it in one click: close what is still to
 * do, snooze what waits, bring back what went stale or was closed, archive anything.
 */
export function ReviewRow({ row }: { row: Row }) {
  const { t, i18n } = useTranslation('review');
  // One change at a time: a second click while the first is saved would be refused anyway.
  const [isBusy, setBusy] = useState(false);
  const { item } = row;
  const isToDo = item.status === 'open' || item.status === 'referenced';

  // Snoozing asks nothing of a record (closed, stale, a new decision): only of what waits.
  const isSnoozable = row.reason === 'overdue' || row.reason === 'untouched';

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className={`weekly-review-row type-edge-${item.type}`}
      data-testid="weekly-review-row"
      data-item-id={item.id}
    >
      <div className="weekly-review-row-head">
        <ItemTypeBadge type={item.type} />
        <time dateTime={new Date(row.at).toISOString()} data-testid="weekly-review-reason">
          {t(`reason.${row.reason}`, { date: formatDate(row.at, i18n.language) })}
        </time>
      </div>
      <p className="weekly-review-row-text">{item.content}</p>
      <div
        className="weekly-review-row-actions"
        role="group"
        aria-label={t('actionsFor', { content: item.content })}
      >
        {isToDo ? (
          <Action
            isBusy={isBusy}
            label={t('action.close')}
            onClick={() => run(() => closeFromReview(item.id))}
          />
        ) : (
          <Action
            isBusy={isBusy}
            label={t(item.status === 'stale' ? 'action.revive' : 'action.reopen')}
            onClick={() => run(() => reopenFromReview(item))}
          />
        )}
        {isSnoozable && (
          <Action
            isBusy={isBusy}
            label={t('action.snooze')}
            onClick={() => run(() => snoozeFromReview(item))}
          />
        )}
        <Action
          isBusy={isBusy}
          label={t('action.archive')}
          onClick={() => run(() => archiveFromReview(item))}
        />
      </div>
    </li>
  );
}
