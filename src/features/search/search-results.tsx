import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import { ItemTypeBadge } from '../../components/item-type-badge';
import { getDb } from '../../db/database';
import type { MemoryKind } from '../../domain/memory/memory-record';
import type { Episode } from '../../domain/source';
import { selectItem, setSearchOpen } from '../../stores/ui-store';
import type { SearchResult } from './use-search';

const SNIPPET_CHARS = 200;

/** Leaves the search for another view (the hash is the view: ui-store.ts). */
function goTo(view: 'board' | 'memory'): void {
  setSearchOpen(false);
  window.location.hash = `#/${view}`;
}

function ItemResults({ ids }: { ids: string[] }) {
  const { t } = useTranslation(['search', 'common']);
  const items = useLiveQuery(() => getDb().items.bulkGet(ids), [ids.join(' ')]);
  const found = (items ?? []).filter((item) => item !== undefined);
  if (found.length === 0) return null;
  return (
    <section aria-label={t('groups.items')} data-testid="search-items">
      <h3>{t('groups.items')}</h3>
      <ul className="search-hits">
        {found.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="search-hit"
              onClick={() => {
                selectItem(item.id);
                goTo('board');
              }}
            >
              <ItemTypeBadge type={item.type} /> {item.content}{' '}
              <span className="hint">{t(`common:status.${item.status}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemoryResults({ kind, ids }: { kind: MemoryKind; ids: string[] }) {
  const { t } = useTranslation('search');
  const rows = useLiveQuery(() => getDb().memories.bulkGet(ids), [ids.join(' ')]);
  const found = (rows ?? []).filter((row) => row !== undefined);
  if (found.length === 0) return null;
  return (
    <section aria-label={t(`groups.${kind}`)} data-testid={`search-${kind}`}>
      <h3>{t(`groups.${kind}`)}</h3>
      <ul className="search-hits">
        {found.map((memory) => (
          <li key={memory.id}>
            <button type="button" className="search-hit" onClick={() => goTo('memory')}>
              {memory.content}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An entry or a message, opened in place: a long one shows whole on request. */
function EpisodeResult({ episode }: { episode: Episode }) {
  const { t, i18n } = useTranslation('search');
  const [isWhole, setWhole] = useState(false);
  const isLong = episode.text.length > SNIPPET_CHARS;
  const text = isWhole || !isLong ? episode.text : `${episode.text.slice(0, SNIPPET_CHARS)}…`;
  return (
    <li className="search-episode">
      <p className="hint">
        {t(`episodeKind.${episode.kind}`)} · {formatTime(episode.at, i18n.language)}
      </p>
      <p>{text}</p>
      {isLong && (
        <button type="button" onClick={() => setWhole(!isWhole)}>
          {isWhole ? t('less') : t('more')}
        </button>
      )}
    </li>
  );
}

function EpisodeResults({ ids }: { ids: string[] }) {
  const { t } = useTranslation('search');
  const rows = useLiveQuery(() => getDb().episodes.bulkGet(ids), [ids.join(' ')]);
  const found = (rows ?? []).filter((row) => row !== undefined);
  if (found.length === 0) return null;
  return (
    <section aria-label={t('groups.episodes')} data-testid="search-episodes">
      <h3>{t('groups.episodes')}</h3>
      <ul className="search-hits">
        {found.map((episode) => (
          <EpisodeResult key={episode.id} episode={episode} />
        ))}
      </ul>
    </section>
  );
}

/** Every index's hits for the query, each in its own group. */
export function SearchResults({ result }: { result: SearchResult }) {
  const { t } = useTranslation('search');
  const memoryIds = (kind: MemoryKind) =>
    result.memories.filter((hit) => hit.kind === kind).map((hit) => hit.id);
  const isEmpty =
    result.hits.length === 0 && result.memories.length === 0 && result.episodes.length === 0;
  if (isEmpty) return <p className="hint">{t('empty')}</p>;
  return (
    <>
      <ItemResults ids={result.hits.map((hit) => hit.id)} />
      <MemoryResults kind="fact" ids={memoryIds('fact')} />
      <MemoryResults kind="habit" ids={memoryIds('habit')} />
      <EpisodeResults ids={result.episodes.map((hit) => hit.id)} />
    </>
  );
}
