import { useTranslation } from 'react-i18next';

import { reportInfo, runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { ITEM_TYPES, type ItemType } from '../../domain/item';

/** Which kinds of item the stale rule moves: one checkbox each, saved as it is ticked. */
export function StaleTypesForm({ staleTypes }: { staleTypes: readonly ItemType[] }) {
  const { t, i18n } = useTranslation(['settings', 'common']);

  async function toggle(type: ItemType, isOn: boolean) {
    const next = ITEM_TYPES.filter((other) => (other === type ? isOn : staleTypes.includes(other)));
    const saved = await runUserAction(() => updateSettings(getDb(), { staleTypes: next }));
    if (!saved) return;
    const names = next.map((name) => t(`common:type.${name}`));
    const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
    reportInfo(next.length === 0 ? t('staleTypes.none') : t('staleTypes.saved', { types: list }));
  }

  return (
    <fieldset className="settings-row stale-types">
      <legend>{t('staleTypes.legend')}</legend>
      {ITEM_TYPES.map((type) => (
        <label key={type} className="toggle">
          <input
            type="checkbox"
            checked={staleTypes.includes(type)}
            onChange={(event) => void toggle(type, event.target.checked)}
          />
          {t(`common:type.${type}`)}
        </label>
      ))}
      <p className="hint">{t('staleTypes.hint')}</p>
    </fieldset>
  );
}
