import { useTranslation } from 'react-i18next';

import { runUserAction } from '../../components/report';
import { getDb } from '../../db/database';
import { updateSettings } from '../../db/settings-repo';
import { languageFromBrowser, UI_LANGUAGES, type UiLanguage } from '../../domain/settings';

/** Each language named in itself, so a person can find theirs whatever the UI speaks now. */
const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: 'English', 'zh-CN': '简体中文' };

export function LanguageSelect({ language }: { language: UiLanguage | null }) {
  const { t } = useTranslation('settings');
  const browserLanguage = languageFromBrowser(navigator.languages);

  function onChange(value: string) {
    const next = UI_LANGUAGES.find((option) => option === value) ?? null;
    void runUserAction(() => updateSettings(getDb(), { language: next }));
  }

  return (
    <div className="settings-row">
      <label htmlFor="ui-language">{t('language.label')}</label>
      <select
        id="ui-language"
        value={language ?? 'auto'}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="auto">
          {t('language.auto', { language: LANGUAGE_NAMES[browserLanguage] })}
        </option>
        {UI_LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
