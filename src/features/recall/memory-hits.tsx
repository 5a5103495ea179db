import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';

import { getDb } from '../../db/database';
import type { MemoryKind, MemoryRecord } from '../../domain/memory/memory-record';
import type { MemoryHit } from '../../ml/protocol';

/**
 * One of the panel's lasting-memory groups (facts about the person, or their habits): each
 * hit with why it is there — its meaning and word scores and how fresh its last use is.
 * Read here; changed in the Memory view.
 */
export function MemoryHits({ kind, hits }: { kind: MemoryKind; hits: readonly MemoryHit[] }) {
  const { t } = useTranslation('recall');
  const shown = hits.filter((hit) => hit.kind === kind);
  const ids = shown.map((hit) => hit.id);
  const rows = useLiveQuery(() => getDb().memories.bulkGet(ids), [ids.join(' ')]);
  const byId = new Map(
    (rows ?? [])
      .filter((row): row is MemoryRecord => row !== undefined)
      .map((row) => [row.id, row]),
  );
  if (shown.length === 0) return null;
  return (
    <section
      className="memory-hits"
      aria-label={t(`memories.${kind}`)}
      data-testid={`${kind}-hits`}
    >
      <h3>{t(`memories.${kind}`)}</h3>
      <ol className="recall-hits">
        {shown.map((hit) => {
          const memory = byId.get(hit.id);
          if (!memory) return null;
          return (
            <li key={hit.id} className="recall-hit memory-hit" data-testid="memory-hit">
              <p className="memory-text">{memory.content}</p>
              <p className="hint">
                {t('memories.why', {
                  dense: hit.dense.toFixed(2),
                  words: hit.lexical.toFixed(2),
                  decay: hit.decay.toFixed(2),
                })}
                {memory.useCount > 0 && <> · {t('memories.used', { count: memory.useCount })}</>}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
