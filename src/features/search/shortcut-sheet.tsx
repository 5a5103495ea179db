import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useModalDialog } from '../../components/use-modal-dialog';

/** Every shortcut the app answers, with the message naming what it does. */
const SHORTCUTS = [
  ['Ctrl+K', 'search'],
  ['?', 'sheet'],
  ['Ctrl+Enter', 'submit'],
  ['Alt+Enter', 'addNewest'],
  ['Enter', 'openCard'],
  ['Shift+← / Shift+→', 'moveCard'],
  ['Esc', 'close_dialog'],
] as const;

/** Whether a key press is text being typed (a "?" there is a question mark, not a command). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** "?" (outside a text field) shows the keyboard shortcuts. */
export function ShortcutSheet() {
  const { t } = useTranslation('search');
  const [isOpen, setOpen] = useState(false);
  const dialogRef = useModalDialog(isOpen);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === '?' && !isTyping(event.target)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog shortcut-sheet"
      aria-label={t('shortcuts.title')}
      onClose={() => setOpen(false)}
    >
      <h2>{t('shortcuts.title')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.does')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(([keys, does]) => (
            <tr key={does}>
              <td>
                <kbd>{keys}</kbd>
              </td>
              <td>{t(`shortcuts.${does}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="dialog-actions">
        <button type="button" onClick={() => setOpen(false)}>
          {t('shortcuts.close')}
        </button>
      </div>
    </dialog>
  );
}
