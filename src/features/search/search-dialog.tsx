import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useModalDialog } from '../../components/use-modal-dialog';
import { setSearchOpen, useUiStore } from '../../stores/ui-store';
import { SearchResults } from './search-results';
import { useSearch } from './use-search';

/** Ctrl+K (⌘K on a Mac) opens the search from anywhere. */
function useSearchShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** The header's search button, with its shortcut. */
export function SearchButton() {
  const { t } = useTranslation('search');
  useSearchShortcut();
  return (
    <button
      type="button"
      className="search-button"
      onClick={() => setSearchOpen(true)}
      aria-keyshortcuts="Control+K"
    >
      {t('open')} <kbd>{t('shortcut')}</kbd>
    </button>
  );
}

/**
 * One box over everything kept: items of every status, facts, habits, journal entries and
 * conversations, by meaning and by words, in both languages. An item opens in its panel on
 * the board, a fact or habit in Memory, an entry or message in place.
 */
export function SearchDialog() {
  const { t } = useTranslation('search');
  const isOpen = useUiStore((state) => state.isSearchOpen);
  const dialogRef = useModalDialog(isOpen);
  const [text, setText] = useState('');
  const { result, isWaiting } = useSearch(isOpen ? text : '');

  return (
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-label={t('title')}
      onClose={() => setSearchOpen(false)}
    >
      <div className="search-head">
        <input
          type="search"
          aria-label={t('label')}
          placeholder={t('placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
        />
        <button type="button" onClick={() => setSearchOpen(false)}>
          {t('close')}
        </button>
      </div>
      <div className="search-body" data-testid="search-results">
        {text.trim() === '' && <p className="hint">{t('idle')}</p>}
        {text.trim() !== '' && result === null && isWaiting && (
          <p className="hint">{t('waiting')}</p>
        )}
        {text.trim() !== '' && result !== null && <SearchResults result={result} />}
      </div>
    </dialog>
  );
}
