import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../components/format';
import { CHAT_FORMAT } from '../../db/chat-repo';
import { getDb } from '../../db/database';
import { CONVERSATION_FORMATS } from '../../domain/conversation-import/parsed';
import type { ConversationSource } from '../../domain/source';

const IMPORTED_FORMATS: readonly string[] = CONVERSATION_FORMATS;

/** At most this many other speakers name an untitled imported chat. */
const NAMED_SPEAKERS = 3;

/** The speakers of a chat other than the person, most turns first; the person if alone. */
function otherSpeakers({ turns, me }: ConversationSource): string[] {
  const counts = new Map<string, number>();
  for (const { speaker } of turns) counts.set(speaker, (counts.get(speaker) ?? 0) + 1);
  const others = [...counts.entries()]
    .filter(([speaker]) => speaker !== me && speaker.trim() !== '')
    .sort((a, b) => b[1] - a[1])
    .map(([speaker]) => speaker);
  return others.length > 0 ? others.slice(0, NAMED_SPEAKERS) : [me];
}

/** When the chat began, where the export says; else when it was imported. */
function startOf(source: ConversationSource): number {
  return source.turns.find((turn) => turn.at !== null)?.at ?? source.createdAt;
}

/**
 * "Journal entry · 2 Dec 2026"; "Imported chat · Trip planning · 9 Mar 2024" (an imported
 * chat is named by its title — the export's, or its file's — else by who the person spoke
 * with) — where an item came from.
 */
export function SourceLabel({ sourceId }: { sourceId: string | null }) {
  const { t, i18n } = useTranslation(['common', 'capture']);
  const source = useLiveQuery(
    () => (sourceId === null ? undefined : getDb().sources.get(sourceId)),
    [sourceId],
  );
  if (sourceId === null) return <span>{t('source.none')}</span>;
  if (!source) return <span>…</span>;
  if (source.kind === 'conversation' && IMPORTED_FORMATS.includes(source.format)) {
    const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
    const title = source.title.trim();
    const from =
      title !== ''
        ? title
        : t('capture:import.sourceWith', { names: names.format(otherSpeakers(source)) });
    const date = formatDate(startOf(source), i18n.language);
    return <span>{t('capture:import.sourceLabel', { from, date })}</span>;
  }
  // The app's own chats are stored titled "Chat" in whatever language was on; said in today's.
  const label =
    source.kind === 'journal'
      ? t('source.journal')
      : source.format === CHAT_FORMAT
        ? t('source.chat')
        : source.title;
  return (
    <span>
      {label} · {formatDate(source.createdAt, i18n.language)}
    </span>
  );
}
