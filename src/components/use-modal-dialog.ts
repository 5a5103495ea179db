import { useEffect, useRef } from 'react';

/**
 * A native `<dialog>` shown modally while `isOpen` and closed otherwise: the ref to put on
 * it. The browser then traps focus, dims the page and closes it on Escape (listen to the
 * dialog's `close` or `cancel` to follow).
 */
export function useModalDialog(isOpen: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return dialogRef;
}
