import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { getDb } from '../../db/database';
import { MEMORY_KINDS, type MemoryKind } from '../../domain/memory/memory-record';
import { addMemory, readWritingNow, undoLast, useMemoryStore } from './memory-actions';
import { MemoryList } from './memory-list';
import { ProposalRow } from './proposal-row';

/** What the last review choice did, with Undo. */
function LastReview() {
  const { t } = useTranslation('memory');
  const last = useMemoryStore((state) => state.last);
  if (!last) return null;
  return (
    <p className="undo-bar" role="status">
      {last.text}{' '}
      <button type="button" onClick={() => void undoLast()}>
        {t('review.undo')}
      </button>
    </p>
  );
}

function ReviewList() {
  const { t } = useTranslation('memory');
  const proposals = useLiveQuery(
    () => getDb().memories.where('status').equals('proposed').sortBy('createdAt'),
    [],
  );
  return (
    <section className="memory-review" aria-labelledby="memory-review-title">
      <h2 id="memory-review-title">{t('review.title')}</h2>
      <LastReview />
      {proposals?.length === 0 && <p className="hint">{t('review.empty')}</p>}
      <ul className="proposal-rows">
        {(proposals ?? []).map((memory) => (
          <ProposalRow key={memory.id} memory={memory} />
        ))}
      </ul>
    </section>
  );
}

function AddMemoryForm() {
  const { t } = useTranslation('memory');
  const [kind, setKind] = useState<MemoryKind>('fact');
  const [text, setText] = useState('');

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (await addMemory(kind, text)) setText('');
  }

  return (
    <form className="add-memory" onSubmit={(event) => void onSubmit(event)}>
      <h2>{t('add.title')}</h2>
      <label>
        {t('add.label')}
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <label>
        {t('add.kind')}
        <select value={kind} onChange={(event) => setKind(event.target.value as MemoryKind)}>
          {MEMORY_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`kind.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{t('add.save')}</button>
    </form>
  );
}

/**
 * The Memory view: the review list of what consolidation proposed (and ideas offered to
 * graduate), then every kept fact and habit with its provenance and chain. The board stays
 * the view of the prospective items.
 */
export function MemoryView() {
  const { t } = useTranslation('memory');
  const isReading = useMemoryStore((state) => state.isReading);
  return (
    <div className="memory-view">
      <h1>{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <button type="button" onClick={() => void readWritingNow()} disabled={isReading}>
        {isReading ? t('consolidate.running') : t('consolidate.button')}
      </button>
      <ReviewList />
      <MemoryList />
      <AddMemoryForm />
    </div>
  );
}
