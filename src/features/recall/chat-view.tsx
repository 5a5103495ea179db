import { useEffect } from 'react';

import { setDraftTarget } from '../../stores/recall-store';
import { ChatConversation } from './chat-conversation';
import { RecallPanel } from './recall-panel';
import { useChatRecall } from './use-chat-recall';

/**
 * A chat draft box with the live recall panel beside it, the current session's turns above
 * it (with the assistant's replies, when one is connected), and the earlier sessions below.
 */
export function ChatView() {
  const chat = useChatRecall();
  // The panel's "Insert" and "Not now" act on the chat draft here (not a journal entry).
  useEffect(() => setDraftTarget('chat'), []);
  return (
    <div className="chat-view">
      <ChatConversation chat={chat} />
      <RecallPanel
        result={chat.result}
        hiddenIds={chat.hiddenIds}
        isIncludingInactive={chat.isIncludingInactive}
        isWithTurns={chat.isWithTurns}
        hasDraft={chat.draft.trim() !== ''}
      />
    </div>
  );
}
