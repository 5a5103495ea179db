import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';

import { getDb } from '../../db/database';

/**
 * The facts and habits linked to an item: the fact it graduated into, or the two versions
 * of a fact whose replacement opened this question. Read only; they are changed in Memory.
 */
export function LinkedMemories({ itemId }: { itemId: string }) {
  const { t } = useTranslation(['board', 'memory']);
  const memories = useLiveQuery(
    () => getDb().memories.where('itemIds').equals(itemId).sortBy('createdAt'),
    [itemId],
  );
  if (!memories || memories.length === 0) return null;
  return (
    <>
      <h3>{t('detail.memories')}</h3>
      <ul className="linked-memories" data-testid="linked-memories">
        {memories.map((memory) => (
          <li key={memory.id}>
            {t(`memory:kind.${memory.kind}`)} ({t(`memory:status.${memory.status}`).toLowerCase()}):{' '}
            {memory.content}
          </li>
        ))}
      </ul>
    </>
  );
}
