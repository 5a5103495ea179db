import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { getDb } from '../../db/database';
import { confirmationDays } from '../../domain/memory/graduation';
import type { MemoryRecord } from '../../domain/memory/memory-record';
import { accept, reject } from './memory-actions';
import { EpisodeProvenance, SupersessionLinks } from './provenance';

/** Why a graduation is offered: the item and the days it came back on. */
function GraduationReason({ memory }: { memory: MemoryRecord }) {
  const { t } = useTranslation(['memory', 'common']);
  const itemId = memory.itemIds[0] ?? '';
  const found = useLiveQuery(async () => {
    const item = await getDb().items.get(itemId);
    if (!item) return null;
    const transitions = await getDb().transitions.where('itemId').equals(itemId).toArray();
    return { item, days: confirmationDays(item, transitions) };
  }, [itemId]);
  if (!found) return null;
  return (
    <p className="hint">
      {t('review.graduation', {
        type: t(`common:type.${found.item.type}`).toLowerCase(),
        item: found.item.content,
        days: found.days,
      })}
    </p>
  );
}

/** One proposal in the review list: what it says, where it came from, and the choices. */
export function ProposalRow({ memory }: { memory: MemoryRecord }) {
  const { t } = useTranslation('memory');
  const [draft, setDraft] = useState<string | null>(null);

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (draft !== null) void accept(memory, draft);
  }

  return (
    <li className="proposal-row" data-testid="proposal">
      <p>
        <span className={`memory-kind memory-${memory.kind}`}>{t(`kind.${memory.kind}`)}</span>{' '}
        <span className="memory-text" data-testid="memory-text">
          {memory.content}
        </span>
      </p>
      {memory.origin === 'graduation' && <GraduationReason memory={memory} />}
      <EpisodeProvenance memory={memory} />
      <SupersessionLinks memory={memory} />
      {draft === null ? (
        <div className="row-actions">
          <button type="button" onClick={() => void accept(memory)}>
            {t('review.accept')}
          </button>
          <button type="button" onClick={() => setDraft(memory.content)}>
            {t('review.editAccept')}
          </button>
          <button type="button" onClick={() => void reject(memory)}>
            {t('review.reject')}
          </button>
        </div>
      ) : (
        <form className="row-actions" onSubmit={onSubmit}>
          <label>
            {t('review.editLabel')}
            <textarea value={draft} rows={2} onChange={(event) => setDraft(event.target.value)} />
          </label>
          <button type="submit">{t('review.accept')}</button>
          <button type="button" onClick={() => setDraft(null)}>
            {t('list.cancel')}
          </button>
        </form>
      )}
    </li>
  );
}
