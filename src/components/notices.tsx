import { useTranslation } from 'react-i18next';

import type { NoticeAction } from '../stores/notice-store';

/** One message as the notice store holds it. */
export type NoticeView = {
  id: number;
  kind: 'error' | 'info';
  text: string;
  action?: NoticeAction;
  isSticky?: boolean;
};

type NoticesProps = { notices: NoticeView[]; onDismiss: (id: number) => void };

/** The stack of short messages; errors are announced assertively to screen readers. */
export function Notices({ notices, onDismiss }: NoticesProps) {
  const { t } = useTranslation();
  return (
    <div className="notices" aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice-${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{notice.text}</span>
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
  // The export lives in Settings; the view follows the URL hash.
  return <a href="#/settings">{t('action.openBackup')}</a>;
}
