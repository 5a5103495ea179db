import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { ITEM_TYPES, type ItemType } from '../../domain/item';
import type { StaleDaysByType } from '../../domain/lifecycle';
import { MAX_STALE_DAYS, MIN_STALE_DAYS } from '../../domain/settings';
import { FieldError } from './settings-field';

/** One kind's row as typed: the days (kept while "never" is ticked, for unticking) and never. */
type PeriodRow = { text: string; isNever: boolean };

const LIMITS = { min: MIN_STALE_DAYS, max: MAX_STALE_DAYS };
const ERROR_ID = 'stale-periods-error';

function rowsOf(periods: StaleDaysByType): Record<ItemType, PeriodRow> {
  const rows = ITEM_TYPES.map((type) => {
    const days = periods[type];
    return [type, { text: days === null ? '' : String(days), isNever: days === null }];
  });
  return Object.fromEntries(rows) as Record<ItemType, PeriodRow>;
}

/** A row's period: null for never, undefined when its days are not a whole number in range. */
function periodOf({ text, isNever }: PeriodRow): number | null | undefined {
  if (isNever) return null;
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const days = Number(text);
  return days >= LIMITS.min && days <= LIMITS.max ? days : undefined;
}

/**
 * How long each kind of item waits without a mention before it goes stale, or "never":
 * one row per kind, saved together. A bad row is marked and nothing is stored.
 */
export function StalePeriodsForm({ periods }: { periods: StaleDaysByType }) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const [rows, setRows] = useState(() => rowsOf(periods));
  const [invalid, setInvalid] = useState<readonly ItemType[]>([]);

  function change(type: ItemType, patch: Partial<PeriodRow>) {
    const next = { ...rows[type], ...patch };
    // A kind that never went stale has no days yet: unticking "never" offers the usual 30.
    if (patch.isNever === false && next.text.trim() === '') next.text = '30';
    setRows({ ...rows, [type]: next });
  }

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = ITEM_TYPES.map((type) => [type, periodOf(rows[type])] as const);
    const bad = parsed.filter(([, days]) => days === undefined).map(([type]) => type);
    setInvalid(bad);
    if (bad.length > 0) return;
    const staleDaysByType = Object.fromEntries(parsed) as Record<ItemType, number | null>;
    const saved = await runUserAction(() => updateSettings(getDb(), { staleDaysByType }));
    if (!saved) return;
    const parts = ITEM_TYPES.map((type) => {
      const days = staleDaysByType[type];
      const kind = t(`common:type.${type}`);
      return days === null ? t('stale.savedNever', { kind }) : t('stale.savedDays', { kind, days });
    });
    const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(parts);
    reportInfo(t('stale.saved', { list }));
  }

  return (
    <form className="stale-periods" onSubmit={(event) => void onSubmit(event)}>
      <fieldset>
        <legend>{t('stale.legend')}</legend>
        <p className="hint">{t('stale.hint')}</p>
        {ITEM_TYPES.map((type) => {
          const row = rows[type];
          const kind = t(`common:type.${type}`);
          const isInvalid = invalid.includes(type);
          return (
            <div key={type} className="stale-period">
              <label htmlFor={`stale-days-${type}`}>{kind}</label>
              <input
                id={`stale-days-${type}`}
                inputMode="numeric"
                value={row.text}
                disabled={row.isNever}
                aria-label={t('stale.daysLabel', { kind })}
                aria-invalid={isInvalid}
                aria-describedby={isInvalid ? ERROR_ID : undefined}
                onChange={(event) => change(type, { text: event.target.value })}
              />
              <span aria-hidden="true">{t('stale.days')}</span>
              <label className="toggle">
                <input
                  type="checkbox"
                  checked={row.isNever}
                  aria-label={t('stale.neverLabel', { kind })}
                  onChange={(event) => change(type, { isNever: event.target.checked })}
                />
                {t('stale.never')}
              </label>
            </div>
          );
        })}
      </fieldset>
      <button type="submit">{t('stale.save')}</button>
      {invalid.length > 0 && <FieldError id={ERROR_ID}>{t('stale.invalid', LIMITS)}</FieldError>}
    </form>
  );
}
