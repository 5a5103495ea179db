import { useTranslation } from 'react-i18next';

import { useModalDialog } from './use-modal-dialog';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question for the few actions that cannot be undone (wipe, delete forever). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, title, body, confirmLabel, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const dialogRef = useModalDialog(isOpen);

  return (
    <dialog ref={dialogRef} className="confirm-dialog" onCancel={onCancel} aria-label={title}>
      <h2>{title}</h2>
      <p>{body}</p>
      <div className="dialog-actions">
        <button type="button" onClick={onCancel}>
          {t('action.cancel')}
        </button>
        <button type="button" className="danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
