import { useTranslation } from 'react-i18next';

import type { GivenMemory } from '../../domain/chat/given-memory';

/** The memories an assistant was (or will be) given, each with its kind. */
export function GivenMemoryList({ memories }: { memories: readonly GivenMemory[] }) {
  const { t } = useTranslation('recall');
  return (
    <ul className="given-memories">
      {memories.map((memory) => (
        <li key={`${memory.kind} ${memory.id}`} data-testid="given-memory">
          <span className="given-kind">{t(`assistant.kind.${memory.kind}`)}</span>
          <span className="given-text">{memory.text}</span>
        </li>
      ))}
    </ul>
  );
}
