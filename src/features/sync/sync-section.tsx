import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import { getDb } from '../../db/database';
import { readSyncConfig, type SyncConfig } from '../../db/sync-config-repo';
import { isReachableUnder } from '../../domain/content-security-policy';
import { pairingCode } from '../../domain/sync/pairing';
import { useSyncStore } from '../../stores/sync-store';
import { DeviceList } from './device-list';
import { MovedPrompt } from './moved-prompt';
import { PairingCodePanel } from './pairing-code-panel';
import { PassphraseChangeForm } from './passphrase-change-form';
import { pauseSync, turnOffSync } from './sync-actions';
import { sealedDestinationOf } from './sync-key-actions';
import { TurnOnForm } from './turn-on-form';
import './sync-keys.css';

export { DEFAULT_SYNC_SERVER } from './turn-on-form';

/** The server as an http(s) address, to ask the page's policy about it. */
function asHttp(server: string): string {
  return server.replace(/^ws/, 'http');
}

function isReachableNow(server: string): boolean {
  const policy = document.querySelector<HTMLMetaElement>('meta[data-policy="document"]');
  return policy === null || isReachableUnder(policy.content, asHttp(server));
}

type SyncStatus = NonNullable<ReturnType<typeof useSyncStore.getState>['status']>;

/** Where sync stands, in one line: a room that waits, does not open or failed says so first. */
function statusLine(t: TFunction<'sync'>, status: SyncStatus | null, server: string): string {
  if (status?.room === 'wrong-key') return t('state.wrongKey', { server });
  if (status?.room === 'empty') return t('state.empty', { server });
  if (status?.room === 'failed' || status?.hasMirrorFailed) return t('state.failed');
  if (status?.connection === 'connected') return t('state.connected', { server });
  if (status?.connection === 'offline') return t('state.offline', { server });
  return t('state.connecting', { server });
}

/** The counts under the status line: the last exchange, what waits, what was skipped. */
function SyncCounts({ status }: { status: SyncStatus | null }) {
  const { t, i18n } = useTranslation('sync');
  return (
    <>
      {status?.lastSyncedAt != null && (
        <p className="hint">
          {t('lastSynced', { time: formatTime(status.lastSyncedAt, i18n.language) })}
        </p>
      )}
      {(status?.waiting ?? 0) > 0 && (
        <p className="hint sync-waiting" data-testid="sync-waiting">
          {t('waiting', { count: status?.waiting ?? 0 })}
        </p>
      )}
      {(status?.unreadable ?? 0) > 0 && (
        <p className="field-error">{t('unreadable', { count: status?.unreadable ?? 0 })}</p>
      )}
      {(status?.skipped ?? 0) > 0 && (
        <p className="field-error" data-testid="sync-skipped">
          {t('skipped', { count: status?.skipped ?? 0 })}
        </p>
      )}
    </>
  );
}

/** Sync is on: where it stands; pause, pairing code, devices, a new passphrase, off. */
function SyncOn({ config }: { config: SyncConfig }) {
  const { t } = useTranslation('sync');
  const status = useSyncStore((state) => state.status);
  const [isShowingCode, setShowingCode] = useState(false);
  const [isChanging, setChanging] = useState(false);
  const server = config.server;
  const line = config.isPaused ? t('state.paused') : statusLine(t, status, server);
  const isConnected = status?.connection === 'connected' && status.room === 'syncing';
  return (
    <>
      <p role="status" data-testid="sync-status">
        {line}
      </p>
      <SyncCounts status={status} />
      {config.leaving !== undefined && <p className="hint">{t('moving')}</p>}
      {!isReachableNow(server) && (
        <p className="hint">
          {t('reloadNeeded')}{' '}
          <button type="button" onClick={() => window.location.reload()}>
            {t('reload')}
          </button>
        </p>
      )}
      <div className="sync-actions">
        <button type="button" onClick={() => void pauseSync(!config.isPaused)}>
          {config.isPaused ? t('resume') : t('pause')}
        </button>
        <button type="button" onClick={() => setShowingCode(!isShowingCode)}>
          {isShowingCode ? t('hideCode') : t('showCode')}
        </button>
        <button type="button" onClick={() => setChanging(!isChanging)}>
          {t('changeOpen')}
        </button>
        <button type="button" className="danger" onClick={() => void turnOffSync(config.room)}>
          {t('turnOff')}
        </button>
      </div>
      {isShowingCode && <PairingCodePanel code={pairingCode(config)} />}
      {isChanging && (
        <PassphraseChangeForm
          room={config.room}
          currentPassphrase={config.passphrase}
          isConnected={isConnected}
          onClose={() => setChanging(false)}
        />
      )}
      <DeviceList
        devices={status?.devices ?? []}
        room={config.room}
        passphrase={config.passphrase}
        isConnected={isConnected}
      />
    </>
  );
}

/**
 * Sync moved to a new passphrase: the device waits for it, or the passphrase it was given
 * does not open the room sync moved to (a device following a move has `carriedFrom` set
 * until the new room opens; the device that made the move creates it, so is never here).
 */
function movedState(config: SyncConfig, status: SyncStatus | null) {
  if (config.movedTo !== undefined) {
    return {
      isThisDeviceRemoved: config.movedTo.isThisDeviceRemoved,
      isWrongPassphrase: false,
      // Where sync went is shown only once it is known: a sealed place, once it opens.
      server: sealedDestinationOf(config.movedTo) === undefined ? config.movedTo.server : undefined,
      // Typed again here it would open nothing new: said at once instead.
      oldPassphrase: config.passphrase,
    };
  }
  const isFollowing = config.carriedFrom !== undefined && config.createsRoom !== true;
  if (isFollowing && status?.room === 'wrong-key') {
    return { isThisDeviceRemoved: false, isWrongPassphrase: true, server: config.server };
  }
  return null;
}

function SyncState({ config }: { config: SyncConfig }) {
  const { t } = useTranslation('sync');
  const status = useSyncStore((state) => state.status);
  const moved = movedState(config, status);
  if (moved === null) return <SyncOn config={config} />;
  return (
    <>
      <MovedPrompt {...moved} />
      <div className="sync-actions">
        <button type="button" className="danger" onClick={() => void turnOffSync(config.room)}>
          {t('turnOff')}
        </button>
      </div>
    </>
  );
}

/** Settings → Sync: off by default; on, it says where it stands. */
export function SyncSection() {
  const { t } = useTranslation('sync');
  const config = useLiveQuery(() => readSyncConfig(getDb()), []);
  if (config === undefined) return null;
  return (
    <section className="settings-section" aria-labelledby="sync-title">
      <h2 id="sync-title">{t('title')}</h2>
      <p className="hint">{t('intro')}</p>
      {config === null ? <TurnOnForm /> : <SyncState config={config} />}
    </section>
  );
}
