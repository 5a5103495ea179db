import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  changeSyncPassphrase,
  checkNewPassphrase,
  type PassphraseProblem,
} from './sync-key-actions';

type Props = {
  room: string;
  currentPassphrase: string;
  /** Whether the room is open and the server reachable: the change is told through it. */
  isConnected: boolean;
  /** The device left out of the new passphrase, when this change removes one. */
  removed?: { id: string; name: string };
  onClose: () => void;
};

/** A new passphrase, typed twice: sync moves to a new room only when both agree. */
export function PassphraseChangeForm({
  room,
  currentPassphrase,
  isConnected,
  removed,
  onClose,
}: Props) {
  const { t } = useTranslation('sync');
  const [passphrase, setPassphrase] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<PassphraseProblem | 'offline' | 'refused' | null>(null);
  const idPrefix = removed === undefined ? 'sync-change' : `sync-remove-${removed.id}`;
  const title = removed === undefined ? t('changeTitle') : t('removeTitle', { name: removed.name });

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const found = isConnected
      ? checkNewPassphrase(passphrase, repeated, currentPassphrase)
      : 'offline';
    setProblem(found);
    if (found !== null) return;
    if (await changeSyncPassphrase(room, passphrase, removed)) onClose();
    else setProblem('refused');
  }

  return (
    <form
      className="sync-form sync-change"
      aria-label={title}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3>{title}</h3>
      <p className="hint">
        {removed === undefined ? t('changeIntro') : t('removeIntro', { name: removed.name })}
      </p>
      <label htmlFor={`${idPrefix}-new`}>{t('newPassphrase')}</label>
      <input
        id={`${idPrefix}-new`}
        type="password"
        autoComplete="new-password"
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
      />
      <label htmlFor={`${idPrefix}-again`}>{t('repeatPassphrase')}</label>
      <input
        id={`${idPrefix}-again`}
        type="password"
        autoComplete="new-password"
        value={repeated}
        onChange={(event) => setRepeated(event.target.value)}
      />
      {problem === 'short' && <p className="field-error">{t('badPassphrase')}</p>}
      {problem === 'mismatch' && <p className="field-error">{t('mismatch')}</p>}
      {problem === 'same' && <p className="field-error">{t('samePassphrase')}</p>}
      {problem === 'offline' && <p className="field-error">{t('needsConnection')}</p>}
      {problem === 'refused' && (
        <p className="field-error" role="alert">
          {t('changeRefused')}
        </p>
      )}
      <div className="sync-actions">
        <button type="submit" className={removed === undefined ? undefined : 'danger'}>
          {removed === undefined ? t('changeButton') : t('removeButton')}
        </button>
        <button type="button" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
