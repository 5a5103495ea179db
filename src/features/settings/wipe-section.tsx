import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { reportInfo, runUserAction } from '../../components/report';
import { wipeAllData } from '../../db/backup-repo';
import { getDb } from '../../db/database';
import { deleteSyncDocuments } from '../../db/sync-documents';
import { withRecallSyncPaused } from '../../stores/model-store';
import { selectItem } from '../../stores/ui-store';

export function WipeSection() {
  const { t } = useTranslation('settings');
  const [isConfirming, setConfirming] = useState(false);

  async function wipe() {
    setConfirming(false);
    selectItem(null);
    const done = await runUserAction(async () => {
      // Recall sync stops first: a batch being embedded would otherwise save vectors of
      // wiped items after the wipe. It starts again on the empty database.
      await withRecallSyncPaused(() => wipeAllData(getDb()));
      // The wipe removed the sync settings, so sync stops here (only here: a wipe is not
      // a change other devices follow); its copy of the synced data goes too.
      await deleteSyncDocuments(null);
      return true;
    });
    if (done) reportInfo(t('wipe.done'));
  }

  return (
    <section className="settings-section" aria-labelledby="wipe-title">
      <h2 id="wipe-title">{t('wipe.title')}</h2>
      <p>{t('wipe.body')}</p>
      <button type="button" className="danger" onClick={() => setConfirming(true)}>
        {t('wipe.button')}
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('wipe.confirmTitle')}
        body={t('wipe.confirmBody')}
        confirmLabel={t('wipe.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void wipe()}
      />
    </section>
  );
}
