import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { getDb } from '../../db/database';
import { MEMORY_KINDS } from '../../domain/memory/memory-record';
import { filterMemories, type MemoryFilter } from './memory-filter';
import { MemoryRow } from './memory-row';

const SHOWN_STATUSES: readonly MemoryFilter['status'][] = ['active', 'superseded', 'archived'];

/** The kept facts and habits, filtered by kind and status and searched by words. */
export function MemoryList() {
  const { t } = useTranslation('memory');
  const [filter, setFilter] = useState<MemoryFilter>({ kind: 'all', status: 'active', words: '' });
  const memories = useLiveQuery(() => getDb().memories.toArray(), []);
  const shown = filterMemories(memories ?? [], filter);
  return (
    <section className="memory-list" aria-labelledby="memory-list-title">
      <h2 id="memory-list-title">{t('list.title')}</h2>
      <div className="memory-filters">
        <label>
          {t('list.search')}
          <input
            type="search"
            value={filter.words}
            onChange={(event) => setFilter({ ...filter, words: event.target.value })}
          />
        </label>
        <label>
          {t('list.kindFilter')}
          <select
            value={filter.kind}
            onChange={(event) =>
              setFilter({ ...filter, kind: event.target.value as MemoryFilter['kind'] })
            }
          >
            <option value="all">{t('list.all')}</option>
            {MEMORY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('list.statusFilter')}
          <select
            value={filter.status}
            onChange={(event) =>
              setFilter({ ...filter, status: event.target.value as MemoryFilter['status'] })
            }
          >
            {SHOWN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {memories !== undefined && shown.length === 0 && <p className="hint">{t('list.empty')}</p>}
      <ul className="memory-rows">
        {shown.map((memory) => (
          <MemoryRow key={memory.id} memory={memory} />
        ))}
      </ul>
    </section>
  );
}
