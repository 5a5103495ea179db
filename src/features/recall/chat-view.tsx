import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { setDraftTarget } from '../../stores/recall-store';
import { ChatConversation } from './chat-conversation';
import { RecallPanel } from './recall-panel';
import { useChatRecall } from './use-chat-recall';

type ChatTab = 'write' | 'recall';
const TABS: readonly ChatTab[] = ['write', 'recall'];

/**
 * A chat draft box with the live recall panel beside it, the current session's turns above
 * it (with the assistant's replies, when one is connected), and the earlier sessions below.
 * On a phone there is no room beside the draft: the two parts sit behind tabs, as in the
 * workspace, the recalled count on the second so a person knows when to look.
 */
export function ChatView({ offers }: { offers?: ReactNode }) {
  const { t } = useTranslation('recall');
  const chat = useChatRecall();
  const [tab, setTab] = useState<ChatTab>('write');
  // The panel's "Insert" and "Not now" act on the chat draft here (not a journal entry).
  useEffect(() => setDraftTarget('chat'), []);
  const recalledCount = (chat.result?.hits ?? []).filter(
    (hit) => !chat.hiddenIds.includes(hit.id),
  ).length;
  return (
    <div className="chat-view" data-tab={tab}>
      <div className="chat-tabs segmented" role="group" aria-label={t('tabs.label')}>
        {TABS.map((each) => (
          <button key={each} type="button" aria-pressed={tab === each} onClick={() => setTab(each)}>
            {t(`tabs.${each}`, { count: recalledCount })}
          </button>
        ))}
      </div>
      <div className="chat-part" data-part="write">
        <ChatConversation chat={chat} offers={offers} />
      </div>
      <div className="chat-part" data-part="recall">
        <RecallPanel
          result={chat.result}
          hiddenIds={chat.hiddenIds}
          isIncludingInactive={chat.isIncludingInactive}
          isWithTurns={chat.isWithTurns}
          hasDraft={chat.draft.trim() !== ''}
        />
      </div>
    </div>
  );
}
