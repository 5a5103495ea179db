import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import { ItemTypeBadge } from '../../components/item-type-badge';
import type { ItemHistory } from '../../db/items-repo';
import type { Cause, ProspectiveItem, Transition } from '../../domain/item';
import { listedVersions } from '../../domain/sync/version-listing';
import { historyTimeline, type EditEntry } from './history-timeline';

type ItemHistoryListProps = { item: ProspectiveItem; history: ItemHistory };

/**
 * Earlier versions and every transition, each with when and why. Versions are listed as
 * `listedVersions` numbers them: each text once, under a number of its own, also after two
 * devices edited the item apart.
 */
export function ItemHistoryList({ item, history }: ItemHistoryListProps) {
  const { t, i18n } = useTranslation(['board', 'common']);
  const time = (at: number) => formatTime(at, i18n.language);
  const listed = listedVersions(history.versions);
  const timeline = historyTimeline(item, {
    ...history,
    versions: listed.map(({ version }) => version),
  });
  return (
    <div className="detail-history">
      <h3>{t('detail.versions')}</h3>
      {listed.length === 0 ? (
        <p>{t('detail.noVersions')}</p>
      ) : (
        <ol className="version-list" data-testid="version-list">
          {listed.map(({ version, number }) => (
            <li key={version.id}>
              <ItemTypeBadge type={version.type} />{' '}
              <span className="version-text">{version.content}</span>{' '}
              <small>
                {t('detail.version', {
                  version: number,
                  time: time(version.supersededAt),
                })}
                {version.cause.kind === 'rule' && <VersionRule cause={version.cause} />}
              </small>
            </li>
          ))}
        </ol>
      )}
      <h3>{t('detail.transitions')}</h3>
      <ol className="transition-list" data-testid="transition-list">
        <li>{t('detail.created', { time: time(item.createdAt) })}</li>
        {timeline.map((entry) => (
          <li key={entry.id}>
            {entry.kind === 'edit' ? (
              <EditLine entry={entry} time={time(entry.at)} />
            ) : (
              <TransitionLine transition={entry.transition} time={time(entry.at)} />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Why a version was set aside by a rule (a merge, a sync), after its date. */
function VersionRule({ cause }: { cause: Cause }) {
  return <> · {useCauseText(cause)}</>;
}

/** An edit: the text it had and the one it was given (and the type, when that changed). */
function EditLine({ entry, time }: { entry: EditEntry; time: string }) {
  const { t } = useTranslation(['board', 'common']);
  const cause = useCauseText(entry.version.cause);
  const { version, became } = entry;
  return (
    <>
      {version.content !== became.content &&
        t('detail.edited', { time, cause, from: version.content, to: became.content })}
      {version.content !== became.content && version.type !== became.type && <br />}
      {version.type !== became.type &&
        t('detail.retyped', {
          time,
          cause,
          from: t(`common:type.${version.type}`),
          to: t(`common:type.${became.type}`),
        })}
    </>
  );
}

function TransitionLine({ transition, time }: { transition: Transition; time: string }) {
  const { t, i18n } = useTranslation(['board', 'common']);
  const cause = useCauseText(transition.cause);
  const { times } = transition;
  const date = (at: number | null | undefined) =>
    at === null || at === undefined ? t('detail.noDate') : formatTime(at, i18n.language);
  if (transition.action === 'due') {
    return (
      <>{t('detail.dueChanged', { time, cause, from: date(times?.from), to: date(times?.to) })}</>
    );
  }
  if (transition.action === 'snooze') {
    const key = times?.to === null ? 'detail.snoozeEnded' : 'detail.snoozeChanged';
    return <>{t(key, { time, cause, from: date(times?.from), to: date(times?.to) })}</>;
  }
  if (transition.action === 'archive') return <>{t('detail.archivedAt', { time, cause })}</>;
  if (transition.action === 'restore') return <>{t('detail.restoredAt', { time, cause })}</>;
  if (transition.action === 'mention') return <>{t('detail.mentionedAt', { time, cause })}</>;
  return (
    <>
      {t('detail.transition', {
        from: t(`common:status.${transition.from}`),
        to: t(`common:status.${transition.to}`),
        time,
        cause,
      })}
    </>
  );
}

/** Rules with a sentence of their own; any other rule is shown by its name. */
const NAMED_RULES: ReadonlyMap<string, 'importUndone' | 'backupMerge' | 'graduated' | 'sync'> =
  new Map([
    ['import-undone', 'importUndone'],
    ['backup-merge', 'backupMerge'],
    ['graduated', 'graduated'],
    ['sync', 'sync'],
  ]);

function useCauseText(cause: Cause): string {
  const { t } = useTranslation();
  if (cause.kind === 'rule') {
    const named = NAMED_RULES.get(cause.rule);
    return named ? t(`cause.${named}`) : t('cause.rule', { rule: cause.rule });
  }
  return t(`cause.${cause.kind}`);
}
