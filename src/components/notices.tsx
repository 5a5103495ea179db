import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { NoticeAction } from '../stores/notice-store';
import './notices.css';

/** One message as the notice store holds it. */
export type NoticeView = {
  id: number;
  kind: 'error' | 'info';
  text: string;
  action?: NoticeAction;
  isSticky?: boolean;
};

type NoticesProps = { notices: NoticeView[]; onDismiss: (id: number) => void };

/**
 * The stack of short messages, the newest on top; errors are announced assertively to
 * screen readers. On a phone (notices.css) each takes a line or two and an older one folds
 * to a single line, so the stack covers little of the screen; tapping a folded message
 * unfolds it. Screen readers always read the whole text.
 */
export function Notices({ notices, onDismiss }: NoticesProps) {
  const { t } = useTranslation();
  const [unfoldedId, setUnfoldedId] = useState<number | null>(null);
  const newestFirst = [...notices].reverse();
  return (
    <div className="notices" aria-live="polite">
      {newestFirst.map((notice, index) => (
        <div
          key={notice.id}
          className={`notice notice-${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-older={index > 0 && !notice.isSticky ? 'true' : undefined}
          data-unfolded={unfoldedId === notice.id ? 'true' : undefined}
        >
          {/* Unfolds while focused: tapped, or reached from the keyboard. Not
              a button, whose name would be the whole message beside the notice's own buttons. */}
          <span
            className="notice-text"
            title={notice.text}
            tabIndex={0}
            onFocus={() => setUnfoldedId(notice.id)}
            onBlur={() => setUnfoldedId(null)}
          >
            {notice.text}
          </span>
          {notice.action && <NoticeActionButton action={notice.action} />}
          {!notice.isSticky && (
            <button type="button" onClick={() => onDismiss(notice.id)}>
              {t('action.dismiss')}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

function NoticeActionButton({ action }: { action: NoticeAction }) {
  const { t } = useTranslation();
  if (action === 'reload') {
    return (
      <button type="button" onClick={() => window.location.reload()}>
        {t('action.reload')}
      </button>
    );
  }
  // Views follow the URL hash: a link is all it takes to go there.
  if (action === 'open-review') return <a href="#/review">{t('action.openReview')}</a>;
  // The export lives in Settings.
  return <a href="#/settings">{t('action.openBackup')}</a>;
}
