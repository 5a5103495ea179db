import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';

import { formatDate, formatTime } from '../../components/format';
import { getDb } from '../../db/database';
import { episodeSnippet as snippet } from '../../domain/memory/episode-snippet';
import type { TimeRange } from '../../domain/memory/time-range';
import type { Episode } from '../../domain/source';
import type { EpisodeHit } from '../../ml/protocol';

/**
 * The panel's second group: past conversations and journal entries the draft touches,
 * with when they were said and, when the draft names a time ("last week"), that span.
 * Read only: the episodic log is never edited. An entry whose whole text a shown item
 * quotes as its context (the entry it was filed from) is left out: the panel would say it
 * twice.
 */
export function EpisodeHits({
  hits,
  timeRange,
  quotedTexts = new Set(),
}: {
  hits: readonly EpisodeHit[];
  timeRange: TimeRange | null;
  quotedTexts?: ReadonlySet<string>;
}) {
  const { t, i18n } = useTranslation('recall');
  const ids = hits.map((hit) => hit.id);
  const episodes = useLiveQuery(() => getDb().episodes.bulkGet(ids), [ids.join(' ')]);
  const byId = new Map(
    (episodes ?? [])
      .filter((episode): episode is Episode => episode !== undefined)
      .map((episode) => [episode.id, episode]),
  );
  const shown = hits.filter((hit) => {
    const episode = byId.get(hit.id);
    return episode !== undefined && !quotedTexts.has(episode.text);
  });
  const span =
    timeRange === null
      ? null
      : t('episodes.span', {
          from: formatDate(timeRange.from, i18n.language),
          to: formatDate(timeRange.to - 1, i18n.language),
          phrase: timeRange.phrase,
        });
  // "Nothing matches" only when nothing did: a quoted entry matched, and is on screen.
  if (shown.length === 0 && (span === null || hits.length > 0)) return null;
  return (
    <section className="episode-hits" aria-label={t('episodes.title')} data-testid="episode-hits">
      <h3>{t('episodes.title')}</h3>
      {span !== null && <p className="hint">{span}</p>}
      {hits.length === 0 && <p className="hint">{t('episodes.empty')}</p>}
      <ol className="recall-hits">
        {shown.map((hit) => {
          const episode = byId.get(hit.id);
          if (!episode) return null;
          return (
            <li key={hit.id} className="recall-hit episode-hit" data-testid="episode-hit">
              <p className="episode-meta">
                <span>{t(`episodes.kind.${episode.kind}`)}</span>
                {episode.speaker !== null && <span>{episode.speaker}</span>}
                <time dateTime={new Date(episode.at).toISOString()}>
                  {formatTime(episode.at, i18n.language)}
                </time>
              </p>
              <p className="episode-text">{snippet(episode.text)}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
