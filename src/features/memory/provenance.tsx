import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../components/format';
import { getDb } from '../../db/database';
import type { MemoryRecord } from '../../domain/memory/memory-record';

const SNIPPET_CHARS = 160;
const snippet = (text: string) =>
  text.length <= SNIPPET_CHARS ? text : `${text.slice(0, SNIPPET_CHARS).trimEnd()}…`;

/** The episodes a memory was read from, each with when it was written. */
export function EpisodeProvenance({ memory }: { memory: MemoryRecord }) {
  const { t, i18n } = useTranslation('memory');
  const episodes = useLiveQuery(
    () => getDb().episodes.bulkGet(memory.episodeIds),
    [memory.episodeIds.join(' ')],
  );
  return (
    <>
      {(episodes ?? []).map((episode) =>
        episode ? (
          <p key={episode.id} className="hint provenance">
            {t('review.fromEpisode', {
              time: formatDate(episode.at, i18n.language),
              text: snippet(episode.text),
            })}
          </p>
        ) : null,
      )}
    </>
  );
}

/** The memories before and after this one in its supersession chain. */
export function SupersessionLinks({ memory }: { memory: MemoryRecord }) {
  const { t } = useTranslation('memory');
  const ids = [memory.supersedesId, memory.supersededById].filter((id): id is string => !!id);
  const linked = useLiveQuery(() => getDb().memories.bulkGet(ids), [ids.join(' ')]);
  const byId = new Map((linked ?? []).flatMap((row) => (row ? [[row.id, row]] : [])));
  const older = memory.supersedesId ? byId.get(memory.supersedesId) : undefined;
  const newer = memory.supersededById ? byId.get(memory.supersededById) : undefined;
  return (
    <>
      {older && <p className="hint supersession">{t('list.replaces', { older: older.content })}</p>}
      {newer && (
        <p className="hint supersession">{t('list.replacedBy', { newer: newer.content })}</p>
      )}
    </>
  );
}

/** The items linked to a memory: the one it graduated from, a question it opened. */
export function LinkedItems({ memory }: { memory: MemoryRecord }) {
  const { t } = useTranslation(['memory', 'common']);
  const items = useLiveQuery(
    () => getDb().items.bulkGet(memory.itemIds),
    [memory.itemIds.join(' ')],
  );
  return (
    <>
      {(items ?? []).map((item) => {
        if (!item) return null;
        const isOrigin = memory.origin === 'graduation' && item.id === memory.itemIds[0];
        return (
          <p key={item.id} className="hint linked-item">
            {isOrigin
              ? t('list.fromItem', {
                  type: t(`common:type.${item.type}`).toLowerCase(),
                  item: item.content,
                })
              : t('list.linkedItem', { item: item.content })}
          </p>
        );
      })}
    </>
  );
}
