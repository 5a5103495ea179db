import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { getDb } from '../../db/database';
import { readSettings } from '../../db/settings-repo';
import { ClassifierSection } from './classifier-section';
import { DaysForm } from './days-form';
import { IntegritySection } from './integrity-section';
import { LanguageSelect } from './language-select';
import { ModelSection } from './model-section';
import { StalePeriodsForm } from './stale-periods-form';
import { StoragePanel } from './storage-panel';
import { WipeSection } from './wipe-section';

type SettingsViewProps = {
  /** Who answers in the Chat (features/recall), composed in by the app. */
  assistantSection: ReactNode;
  /** The export/import panel (features/backup), composed in by the app. */
  dataSection: ReactNode;
  /** Sync across devices (features/sync), composed in by the app. */
  syncSection?: ReactNode;
};

/** Settings, with the sections other features own composed in by the app. */
export function SettingsView({ assistantSection, dataSection, syncSection }: SettingsViewProps) {
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
      {assistantSection}
      {dataSection}
      {syncSection}
      <StoragePanel />
      <IntegritySection />
      <WipeSection />
    </div>
  );
}
