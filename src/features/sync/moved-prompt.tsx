import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { MIN_PASSPHRASE_LENGTH } from '../../domain/sync/sync-key';
import { continueMovedSync, hostOf } from './sync-key-actions';

type Props = {
  isThisDeviceRemoved: boolean;
  /** The passphrase last entered did not open the room sync moved to. */
  isWrongPassphrase: boolean;
  /**
   * Where sync moved to, shown so the person can tell a server they do not know; absent
   * while the notice keeps it sealed (it opens only with the new passphrase).
   */
  server?: string;
  /** The passphrase this device used before the move, refused here. */
  oldPassphrase?: string;
};

/** Where entering a passphrase stands: checked against the sealed place, then joining it. */
type Attempt = { state: 'idle' | 'checking' | 'wrong' } | { state: 'joining'; host: string };

/** Sync moved to a new passphrase on another device: this one waits for it, said plainly. */
export function MovedPrompt({
  isThisDeviceRemoved,
  isWrongPassphrase,
  server,
  oldPassphrase,
}: Props) {
  const { t } = useTranslation('sync');
  const [passphrase, setPassphrase] = useState('');
  const [isShort, setShort] = useState(false);
  const [isOld, setOld] = useState(false);
  const [attempt, setAttempt] = useState<Attempt>({ state: 'idle' });

  async function follow(entered: string) {
    setAttempt({ state: 'checking' });
    const result = await continueMovedSync(entered);
    if (result?.kind === 'wrong') setAttempt({ state: 'wrong' });
    else if (result?.host !== undefined) setAttempt({ state: 'joining', host: result.host });
    else setAttempt({ state: 'idle' });
  }

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (attempt.state === 'checking') return;
    const tooShort = passphrase.length < MIN_PASSPHRASE_LENGTH;
    const isOldOne = !tooShort && passphrase === oldPassphrase;
    setShort(tooShort);
    setOld(isOldOne);
    if (tooShort || isOldOne) setAttempt({ state: 'idle' });
    else void follow(passphrase);
  }

  const isWrong = isWrongPassphrase || attempt.state === 'wrong';
  return (
    <form className="sync-form sync-moved" data-testid="sync-moved" onSubmit={onSubmit}>
      <p role="status" className="sync-moved-title">
        {isThisDeviceRemoved ? t('removedTitle') : t('movedTitle')}
      </p>
      <p className="hint">{isThisDeviceRemoved ? t('removedIntro') : t('movedIntro')}</p>
      {server !== undefined && (
        <p className="hint" data-testid="sync-moved-host">
          {t('movedHost', { host: hostOf(server) })}
        </p>
      )}
      <label htmlFor="sync-moved-passphrase">{t('movedPassphrase')}</label>
      <input
        id="sync-moved-passphrase"
        type="password"
        autoComplete="current-password"
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
      />
      {isShort && <p className="field-error">{t('badPassphrase')}</p>}
      {isOld && (
        <p className="field-error" role="alert">
          {t('oldPassphraseMoved')}
        </p>
      )}
      {isWrong && !isShort && !isOld && attempt.state !== 'checking' && (
        <p className="field-error" role="alert">
          {t('wrongNewPassphrase')}
        </p>
      )}
      {attempt.state === 'checking' && <p className="hint">{t('movedChecking')}</p>}
      {attempt.state === 'joining' && (
        <p className="hint" data-testid="sync-moved-joining">
          {t('movedJoining', { host: attempt.host })}
        </p>
      )}
      <button type="submit" disabled={attempt.state === 'checking'}>
        {t('continueSync')}
      </button>
    </form>
  );
}
