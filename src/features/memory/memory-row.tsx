import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../components/format';
import type { MemoryRecord } from '../../domain/memory/memory-record';
import { archiveMemory, editMemory, restoreMemory, supersede } from './memory-actions';
import { EpisodeProvenance, LinkedItems, SupersessionLinks } from './provenance';

type Mode = { kind: 'view' } | { kind: 'edit' | 'supersede'; text: string };

/** One fact or habit: its text, use, provenance and chain, with edit, replace and archive. */
export function MemoryRow({ memory }: { memory: MemoryRecord }) {
  const { t, i18n } = useTranslation('memory');
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const isCurrent = memory.status === 'active';

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (mode.kind === 'view') return;
    const isDone =
      mode.kind === 'edit'
        ? await editMemory(memory, mode.text)
        : await supersede(memory, mode.text);
    if (isDone) setMode({ kind: 'view' });
  }

  return (
    <li className={`memory-row status-${memory.status}`} data-testid="memory-row">
      <p>
        <span className={`memory-kind memory-${memory.kind}`}>{t(`kind.${memory.kind}`)}</span>{' '}
        <span className="memory-text" data-testid="memory-text">
          {memory.content}
        </span>{' '}
        {!isCurrent && <span className="memory-status">{t(`status.${memory.status}`)}</span>}
      </p>
      <p className="hint">
        {memory.useCount > 0
          ? t('list.used', {
              count: memory.useCount,
              time: formatDate(memory.lastUsedAt, i18n.language),
            })
          : t('list.neverUsed')}
      </p>
      <EpisodeProvenance memory={memory} />
      <LinkedItems memory={memory} />
      <SupersessionLinks memory={memory} />
      {memory.revisions.length > 0 && (
        <details>
          <summary>{t('list.earlier')}</summary>
          <ol>
            {memory.revisions.map((revision) => (
              <li key={`${revision.replacedAt}:${revision.content}`}>{revision.content}</li>
            ))}
          </ol>
        </details>
      )}
      {mode.kind === 'view' ? (
        <div className="row-actions">
          {isCurrent && (
            <>
              <button type="button" onClick={() => setMode({ kind: 'edit', text: memory.content })}>
                {t('list.edit')}
              </button>
              <button type="button" onClick={() => setMode({ kind: 'supersede', text: '' })}>
                {t('list.supersede')}
              </button>
            </>
          )}
          {memory.status === 'archived' ? (
            <button type="button" onClick={() => void restoreMemory(memory)}>
              {t('list.restore')}
            </button>
          ) : (
            <button type="button" onClick={() => void archiveMemory(memory)}>
              {t('list.archive')}
            </button>
          )}
        </div>
      ) : (
        <form className="row-actions" onSubmit={(event) => void onSubmit(event)}>
          <label>
            {mode.kind === 'edit' ? t('review.editLabel') : t('list.supersedeLabel')}
            <textarea
              value={mode.text}
              rows={2}
              onChange={(event) => setMode({ ...mode, text: event.target.value })}
            />
          </label>
          <button type="submit">
            {mode.kind === 'edit' ? t('list.save') : t('list.supersedeSave')}
          </button>
          <button type="button" onClick={() => setMode({ kind: 'view' })}>
            {t('list.cancel')}
          </button>
        </form>
      )}
    </li>
  );
}
