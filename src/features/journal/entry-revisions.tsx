import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import type { JournalSource } from '../../domain/source';

/** An entry's earlier texts, oldest first, each with when it was written; folded by default. */
export function EntryRevisions({ entry }: { entry: JournalSource }) {
  const { t, i18n } = useTranslation('journal');
  const revisions = entry.revisions ?? [];
  if (revisions.length === 0) return null;
  return (
    <details className="entry-revisions">
      <summary>{t('correction.earlier', { count: revisions.length })}</summary>
      <ol data-testid="entry-revisions">
        {revisions.map((revision, index) => {
          // A text was written when the one before it was replaced (the first: the entry's time).
          const writtenAt = revisions[index - 1]?.replacedAt ?? entry.createdAt;
          return (
            <li key={`${revision.replacedAt}-${index}`}>
              <p className="entry-revision-text">{revision.text}</p>
              <small>
                {t('correction.written', { time: formatTime(writtenAt, i18n.language) })}
              </small>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
