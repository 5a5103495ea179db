import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { ModelDownloadNote } from '../../components/model-status';
import { getDb } from '../../db/database';
import type { ProspectiveItem } from '../../domain/item';
import { useModelStore } from '../../stores/model-store';
import { setIncludingInactive, setWithTurns } from '../../stores/recall-store';
import { EpisodeHits } from './episode-hits';
import { MemoryHits } from './memory-hits';
import { showAgain } from './recall-actions';
import { RecallHitCard } from './recall-hit-card';
import type { RecallResult } from './use-recall';

type RecallPanelProps = {
  result: RecallResult | null;
  hiddenIds: string[];
  isIncludingInactive: boolean;
  isWithTurns: boolean;
  /** Whether the draft is a chat message (which can be read with the chat's last turns). */
  isChatDraft?: boolean;
  /** Whether something is written to recall for (the panel says when it cannot read it yet). */
  hasDraft: boolean;
};

type ToggleProps = { label: string; isChecked: boolean; onChange: (isChecked: boolean) => void };

/** One of the panel's recall options, as a labelled checkbox. */
function Toggle({ label, isChecked, onChange }: ToggleProps) {
  return (
    <label className="toggle">
      <input
        type="checkbox"
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** The items "Not now" hid for this draft, each with "Show again" (which forgets it). */
function HiddenForDraft({ items }: { items: readonly ProspectiveItem[] }) {
  const { t } = useTranslation('recall');
  if (items.length === 0) return null;
  return (
    <section className="hidden-for-draft" aria-label={t('hidden.title')}>
      <p className="hint">{t('hidden.note')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <span>{item.content}</span>
            <button type="button" onClick={() => void showAgain(item.id)}>
              {t('hidden.showAgain')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The contexts the shown items' cards quote (recall-hit-card.tsx), each the text of its source. */
function quotedContexts(items: readonly ProspectiveItem[]): Set<string> {
  return new Set(
    items.flatMap((item) => (item.context && item.context !== item.content ? [item.context] : [])),
  );
}

/**
 * Answers whose items a live read of the panel has brought: their items as read with the
 * answer are spent (a panel shown again over the same answer waits for its own live read
 * rather than show them as they were).
 */
const liveAnswered = new WeakSet<RecallResult>();

/**
 * The items to show for `ids`: what the live read last answered for each id it read (an item
 * gone since is left out), and for an id it has not read yet, the item as read with the answer.
 */
function itemsById(
  ids: readonly string[],
  live: { ids: readonly string[]; items: (ProspectiveItem | undefined)[] } | undefined,
  result: RecallResult | null,
): Map<string, ProspectiveItem> {
  const liveById = new Map(live?.ids.map((id, i) => [id, live.items[i]]));
  const isSpent = result === null || liveAnswered.has(result);
  const atAnswer = new Map(
    isSpent ? [] : result.hits.map((hit, i) => [hit.id, result.itemsAtAnswer?.[i]]),
  );
  const byId = new Map<string, ProspectiveItem>();
  for (const id of ids) {
    const item = liveById.has(id) ? liveById.get(id) : atAnswer.get(id);
    if (item !== undefined) byId.set(id, item);
  }
  return byId;
}

/**
 * The live panel beside the draft, in the design note's order: the plans, ideas and other
 * items the draft touches, best first; then facts about the person and their habits; then
 * the past conversations and journal entries it touches (the episodic log).
 */
export function RecallPanel(props: RecallPanelProps) {
  const { result, hiddenIds, isIncludingInactive, isWithTurns, isChatDraft = true } = props;
  const { t } = useTranslation('recall');
  // The model is still starting (a second or so after the app opens): the draft is read
  // as soon as it is ready, and the panel says so rather than asking to start typing.
  const isModelStarting = useModelStore(
    (state) => state.phase === 'idle' || state.phase === 'loading',
  );
  const isWarmingUp = result === null && props.hasDraft && isModelStarting;
  const hits = (result?.hits ?? []).filter((hit) => !hiddenIds.includes(hit.id));
  const ids = [...hits.map((hit) => hit.id), ...hiddenIds];
  // Items are read live, so an action on one (close, mark referenced) shows at once. An id
  // the live read has not answered for yet (a new answer's) shows as read with the answer.
  const live = useLiveQuery(
    async () => ({ ids, items: await getDb().items.bulkGet(ids) }),
    [ids.join(' ')],
  );
  const byId = itemsById(ids, live, result);
  useEffect(() => {
    if (result && live && result.hits.every((hit) => live.ids.includes(hit.id))) {
      liveAnswered.add(result);
    }
  }, [result, live]);

  return (
    <aside className="recall-panel" aria-label={t('panelTitle')} data-testid="recall-panel">
      <h2>{t('panelTitle')}</h2>
      <Toggle
        label={t('includeInactive')}
        isChecked={isIncludingInactive}
        onChange={setIncludingInactive}
      />
      {isChatDraft && (
        <Toggle label={t('withTurns')} isChecked={isWithTurns} onChange={setWithTurns} />
      )}
      <ModelDownloadNote />
      {result?.isReranked === true && (
        <p className="hint" data-testid="reranked-note">
          {t('rerankedNote')}
        </p>
      )}
      {result === null && !isWarmingUp && <p className="hint">{t('idle')}</p>}
      {isWarmingUp && (
        <p className="hint" role="status" data-testid="recall-warming-up">
          {t('warmingUp')}
        </p>
      )}
      {result !== null && hits.length === 0 && <p className="hint">{t('empty')}</p>}
      <ol className="recall-hits">
        {hits.map((hit) => {
          const item = byId.get(hit.id);
          return item ? <RecallHitCard key={hit.id} item={item} score={hit.score} /> : null;
        })}
      </ol>
      <HiddenForDraft items={hiddenIds.flatMap((id) => byId.get(id) ?? [])} />
      {result !== null && <MemoryHits kind="fact" hits={result.memories} />}
      {result !== null && <MemoryHits kind="habit" hits={result.memories} />}
      {result !== null && (
        <EpisodeHits
          hits={result.episodes}
          timeRange={result.timeRange}
          quotedTexts={quotedContexts(hits.flatMap((hit) => byId.get(hit.id) ?? []))}
        />
      )}
    </aside>
  );
}
