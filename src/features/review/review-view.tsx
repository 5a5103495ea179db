import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';

import { getDb } from '../../db/database';
import { readSettings } from '../../db/settings-repo';
import {
  REVIEW_SECTIONS,
  reviewSince,
  selectWeeklyReview,
  type ReviewRow as Row,
  type ReviewSection,
} from '../../domain/weekly-review';
import { ReviewRow } from './review-row';
import './review.css';
import { ReviewUndoBar } from './review-undo-bar';

async function readReviewInput() {
  const db = getDb();
  // Moves older than the window cannot put an item in the review, so they are not read.
  const [items, transitions, settings] = await Promise.all([
    db.items.toArray(),
    db.transitions.where('at').aboveOrEqual(reviewSince(Date.now())).toArray(),
    readSettings(db),
  ]);
  return { items, transitions, staleDaysByType: settings.staleDaysByType };
}

function SectionList({ section, rows }: { section: ReviewSection; rows: readonly Row[] }) {
  const { t } = useTranslation('review');
  const titleId = `weekly-review-${section}-title`;
  return (
    <section
      className="weekly-review-section"
      aria-labelledby={titleId}
      data-testid={`weekly-review-${section}`}
    >
      <h2 id={titleId}>
        {t(`section.${section}`)}{' '}
        <span className="weekly-review-count">{t('count', { count: rows.length })}</span>
      </h2>
      {rows.length === 0 ? (
        <p className="hint">{t(`empty.${section}`)}</p>
      ) : (
        <ul className="weekly-review-rows">
          {rows.map((row) => (
            <ReviewRow key={row.item.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The weekly review: the last seven days read from the items and their transitions, one
 * section per question the person asks of their week. Acting on a row changes the item, and
 * the live read moves the row to where it now belongs, or out of the review.
 */
export function ReviewView() {
  const { t } = useTranslation('review');
  const input = useLiveQuery(readReviewInput, []);
  if (!input) return null;
  const review = selectWeeklyReview(
    input.items,
    input.transitions,
    Date.now(),
    input.staleDaysByType,
  );
  return (
    <div className="weekly-review-view">
      <header className="weekly-review-header">
        <h1>{t('title')}</h1>
        <p className="hint">{t('intro')}</p>
      </header>
      <ReviewUndoBar />
      <div className="weekly-review-sections">
        {REVIEW_SECTIONS.map((section) => (
          <SectionList key={section} section={section} rows={review[section]} />
        ))}
      </div>
    </div>
  );
}
