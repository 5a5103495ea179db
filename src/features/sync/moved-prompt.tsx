import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { MIN_PASSPHRASE_LENGTH } from '../../domain/sync/sync-key';
import { continueMovedSync } from './sync-key-actions';

type Props = {
  isThisDeviceRemoved: boolean;
  /** The passphrase last entered did not open the room sync moved to. */
  isWrongPassphrase: boolean;
  /** Where sync moved to, shown so the person can tell a server they do not know. */
  server: string;
  /** The passphrase this device used before the move, refused here. */
  oldPassphrase?: string;
};

function hostOf(server: string): string {
  try {
    return new URL(server).host;
  } catch {
    return server;
  }
}

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

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const tooShort = passphrase.length < MIN_PASSPHRASE_LENGTH;
    const isOldOne = !tooShort && passphrase === oldPassphrase;
    setShort(tooShort);
    setOld(isOldOne);
    if (!tooShort && !isOldOne) void continueMovedSync(passphrase);
  }

  return (
    <form className="sync-form sync-moved" data-testid="sync-moved" onSubmit={onSubmit}>
      <p role="status" className="sync-moved-title">
        {isThisDeviceRemoved ? t('removedTitle') : t('movedTitle')}
      </p>
      <p className="hint">{isThisDeviceRemoved ? t('removedIntro') : t('movedIntro')}</p>
      <p className="hint" data-testid="sync-moved-host">
        {t('movedHost', { host: hostOf(server) })}
      </p>
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
      {isWrongPassphrase && !isShort && !isOld && (
        <p className="field-error" role="alert">
          {t('wrongNewPassphrase')}
        </p>
      )}
      <button type="submit">{t('continueSync')}</button>
    </form>
  );
}
