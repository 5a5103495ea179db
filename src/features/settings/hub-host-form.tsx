import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';

/** The model host: the Hub, or a mirror for people who cannot reach it. */
export function HubHostForm({ host }: { host: string }) {
  const { t } = useTranslation('settings');
  const [text, setText] = useState(host);
  const [isInvalid, setInvalid] = useState(false);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const value = text.trim();
    const isValid = /^https?:\/\/[^\s/]+/.test(value);
    setInvalid(!isValid);
    if (!isValid) return;
    const saved = await runUserAction(() => updateSettings(getDb(), { hubHost: value }));
    if (saved) reportInfo(t('models.hostSaved', { host: value }));
  }

  return (
    <form className="settings-row" onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor="hub-host">{t('models.host')}</label>
      <input
        id="hub-host"
        className="wide"
        value={text}
        aria-invalid={isInvalid}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit">{t('models.hostSave')}</button>
      {isInvalid && (
        <p className="field-error" role="alert">
          {t('models.hostInvalid')}
        </p>
      )}
    </form>
  );
}
