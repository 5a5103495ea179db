import { useTranslation } from 'react-i18next';

/** One message as the notice store holds it. */
export type NoticeView = { id: number; kind: 'error' | 'info'; text: string };

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
          <button type="button" onClick={() => onDismiss(notice.id)}>
            {t('action.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
