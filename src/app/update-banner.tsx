import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { dismissUpdate, markSwitching, useUpdateStore } from '../stores/update-store';
import { reloadIntoNewVersion } from './service-worker-registration';

/**
 * "A new version is ready": the person reloads when it suits them, or later. Once they chose
 * to reload, it says the switch is under way (the models stop first, which takes a moment).
 */
export function UpdateBanner() {
  const { t } = useTranslation('shell');
  const { isUpdateReady, isTakenOverElsewhere, isDismissed, isSwitching } = useUpdateStore(
    useShallow((state) => ({
      isUpdateReady: state.isUpdateReady,
      isTakenOverElsewhere: state.isTakenOverElsewhere,
      isDismissed: state.isDismissed,
      isSwitching: state.isSwitching,
    })),
  );
  if (!isUpdateReady || isDismissed) return null;
  if (isSwitching) {
    return (
      <div className="update-banner" role="status">
        <span>{t('update.switching')}</span>
      </div>
    );
  }
  const reload = () => {
    markSwitching();
    void reloadIntoNewVersion();
  };
  return (
    <div className="update-banner" role="status">
      <span>{t(isTakenOverElsewhere ? 'update.takenOverElsewhere' : 'update.ready')}</span>
      <button type="button" onClick={reload}>
        {t('update.reload')}
      </button>
      <button type="button" onClick={dismissUpdate}>
        {t('update.later')}
      </button>
    </div>
  );
}
