import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { DAY_SETTING_LIMITS, type DaySetting } from '../../domain/settings';
import { FieldError, LabelledInput } from './settings-field';

function parseDays(text: string, { min, max }: { min: number; max: number }): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const days = Number(text);
  return days >= min && days <= max ? days : null;
}

/**
 * A setting counted in whole days (the episodic decay's width, the graduation's days),
 * under its own messages (`episodicDecayDays.*`, `graduationDays.*`). A bad value is shown
 * as an error and never stored.
 */
export function DaysForm({ setting, days }: { setting: DaySetting; days: number }) {
  const { t } = useTranslation('settings');
  const [text, setText] = useState(String(days));
  const [isInvalid, setInvalid] = useState(false);
  const limits = DAY_SETTING_LIMITS[setting];
  const id = setting.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = parseDays(text, limits);
    setInvalid(parsed === null);
    if (parsed === null) return;
    const saved = await runUserAction(() => updateSettings(getDb(), { [setting]: parsed }));
    if (saved) reportInfo(t(`${setting}.saved`, { days: parsed }));
  }

  return (
    <form className="settings-row" onSubmit={(event) => void onSubmit(event)}>
      {/* The form is the row itself, so the label and input go in without a row of their own. */}
      <LabelledInput
        id={id}
        inputMode="numeric"
        label={t(`${setting}.label`)}
        value={text}
        onChange={setText}
        isInvalid={isInvalid}
        errorId={`${id}-error`}
      />
      <button type="submit">{t(`${setting}.save`)}</button>
      {isInvalid && <FieldError id={`${id}-error`}>{t(`${setting}.invalid`, limits)}</FieldError>}
    </form>
  );
}
