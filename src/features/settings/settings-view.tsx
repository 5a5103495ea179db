import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { getDb } from '../../db/database';
import { readSettings } from '../../db/settings-repo';
import { ClassifierSection } from './classifier-section';
import { DaysForm } from './days-form';
import { LanguageSelect } from './language-select';
import { ModelSection } from './model-section';
import { StalePeriodsForm } from './stale-periods-form';
import { StoragePanel } from './storage-panel';
import { WipeSection } from './wipe-section';

/** Settings; `dataSection` is the export/import panel, composed in by the app. */
export function SettingsView({ dataSection }: { dataSection: ReactNode }) {
  const { t } = useTranslation('settings');
  const settings = useLiveQuery(() => readSettings(getDb()), []);
  if (!settings) return null;
  return (
    <div className="settings-view">
      <h1>{t('title')}</h1>
      <section className="settings-section">
        {/* Keyed by the stored value so the field resets after a wipe or an import. */}
        <StalePeriodsForm
          key={JSON.stringify(settings.staleDaysByType)}
          periods={settings.staleDaysByType}
        />
        {(['episodicDecayDays', 'factDecayDays', 'habitDecayDays', 'graduationDays'] as const).map(
          (setting) => (
            <DaysForm
              key={`${setting}-${settings[setting]}`}
              setting={setting}
              days={settings[setting]}
            />
          ),
        )}
        <LanguageSelect language={settings.language} />
      </section>
      <ModelSection settings={settings} />
      <ClassifierSection settings={settings} />
      {dataSection}
      <StoragePanel />
      <WipeSection />
    </div>
  );
}
