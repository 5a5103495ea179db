import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { MAX_STALE_DAYS, MIN_STALE_DAYS } from '../../domain/settings';
import { FieldError, LabelledInput } from './settings-field';

function parseDays(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const days = Number(text);
  return days >= MIN_STALE_DAYS && days <= MAX_STALE_DAYS ? days : null;
}

/** The stale rule's N. A bad value is shown as an error and never stored. */
export function StaleDaysForm({ staleDays }: { staleDays: number }) {
  const { t } = useTranslation('settings');
  const [text, setText] = useState(String(staleDays));
  const [isInvalid, setInvalid] = useState(false);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const days = parseDays(text);
    setInvalid(days === null);
    if (days === null) return;
    const saved = await runUserAction(() => updateSettings(getDb(), { staleDays: days }));
    if (saved) reportInfo(t('staleDays.saved', { days }));
  }

  return (
    <form className="settings-row" onSubmit={(event) => void onSubmit(event)}>
      {/* The form is the row itself, so the label and input go in without a row of their own. */}
      <LabelledInput
        id="stale-days"
        inputMode="numeric"
        label={t('staleDays.label')}
        value={text}
        onChange={setText}
        isInvalid={isInvalid}
        errorId="stale-days-error"
      />
      <button type="submit">{t('staleDays.save')}</button>
      {isInvalid && (
        <FieldError id="stale-days-error">
          {t('staleDays.invalid', { min: MIN_STALE_DAYS, max: MAX_STALE_DAYS })}
        </FieldError>
      )}
    </form>
  );
}
