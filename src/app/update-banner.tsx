import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { dismissUpdate, useUpdateStore } from '../stores/update-store';
import { reloadIntoNewVersion } from './service-worker-registration';

/** "A new version is ready": the person reloads when it suits them, or later. */
export function UpdateBanner() {
  const { t } = useTranslation('shell');
  const { isUpdateReady, isDismissed } = useUpdateStore(
    useShallow((state) => ({ isUpdateReady: state.isUpdateReady, isDismissed: state.isDismissed })),
  );
  if (!isUpdateReady || isDismissed) return null;
  return (
    <div className="update-banner" role="status">
      <span>{t('update.ready')}</span>
      <button type="button" onClick={() => void reloadIntoNewVersion()}>
        {t('update.reload')}
      </button>
      <button type="button" onClick={dismissUpdate}>
        {t('update.later')}
      </button>
    </div>
  );
}
