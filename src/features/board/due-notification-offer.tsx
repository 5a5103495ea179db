import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { readSettings, updateSettings } from '../../db/settings-repo';

/** The browser's permission, or null where there are no notifications (an old or embedded browser). */
function currentPermission(): NotificationPermission | null {
  return typeof Notification === 'undefined' ? null : Notification.permission;
}

/**
 * Due-date notifications, offered where due dates are read: off until the person asks, and
 * asked of the browser only then. The notifier (app/due-notifier.ts) follows the setting.
 */
export function DueNotificationOffer() {
  const { t } = useTranslation('board');
  const isOn = useLiveQuery(async () => (await readSettings(getDb())).dueNotifications, []);
  const [permission, setPermission] = useState(currentPermission);
  if (permission === null || isOn === undefined) return null;

  if (permission === 'denied') {
    return (
      <p className="hint due-offer" data-testid="due-offer">
        {t('agenda.notify.blocked')}
      </p>
    );
  }
  if (isOn && permission === 'granted') {
    return (
      <p className="due-offer" data-testid="due-offer">
        <span>{t('agenda.notify.isOn')}</span>{' '}
        <button
          type="button"
          onClick={() =>
            void runUserAction(() => updateSettings(getDb(), { dueNotifications: false }))
          }
        >
          {t('agenda.notify.turnOff')}
        </button>
      </p>
    );
  }

  async function turnOn() {
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer === 'granted') await updateSettings(getDb(), { dueNotifications: true });
  }

  return (
    <p className="due-offer" data-testid="due-offer">
      <button type="button" onClick={() => void runUserAction(turnOn)}>
        {t('agenda.notify.offer')}
      </button>{' '}
      <span className="hint">{t('agenda.notify.offerHint')}</span>
    </p>
  );
}
