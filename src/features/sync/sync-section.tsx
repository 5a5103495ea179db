import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type SyntheticEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import { getDb } from '../../db/database';
import { readSyncConfig, type SyncConfig } from '../../db/sync-config-repo';
import { isReachableUnder } from '../../domain/content-security-policy';
import { isSyncServer, pairingCode, readPairingCode } from '../../domain/sync/pairing';
import { MIN_PASSPHRASE_LENGTH } from '../../domain/sync/sync-key';
import { useSyncStore } from '../../stores/sync-store';
import { copyPairingCode, pauseSync, turnOffSync, turnOnSync } from './sync-actions';

export const DEFAULT_SYNC_SERVER = 'ws://127.0.0.1:4455';

/** The server as an http(s) address, to ask the page's policy about it. */
function asHttp(server: string): string {
  return server.replace(/^ws/, 'http');
}

function isReachableNow(server: string): boolean {
  const policy = document.querySelector<HTMLMetaElement>('meta[data-policy="document"]');
  return policy === null || isReachableUnder(policy.content, asHttp(server));
}

/** Sync is off: start a new one, or join one with a pairing code. */
function TurnOn() {
  const { t } = useTranslation('sync');
  const [server, setServer] = useState(DEFAULT_SYNC_SERVER);
  const [passphrase, setPassphrase] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<'server' | 'passphrase' | 'code' | null>(null);

  function onStart(event: SyntheticEvent) {
    event.preventDefault();
    const found = !isSyncServer(server.trim())
      ? 'server'
      : passphrase.length < MIN_PASSPHRASE_LENGTH
        ? 'passphrase'
        : null;
    setProblem(found);
    if (found === null) void turnOnSync({ server: server.trim(), passphrase });
  }

  function onJoin(event: SyntheticEvent) {
    event.preventDefault();
    try {
      const pairing = readPairingCode(code);
      setProblem(null);
      void turnOnSync(pairing);
    } catch {
      setProblem('code');
    }
  }

  return (
    <>
      <form className="sync-form" onSubmit={onStart}>
        <label htmlFor="sync-server">{t('server')}</label>
        <input
          id="sync-server"
          value={server}
          onChange={(event) => setServer(event.target.value)}
        />
        <label htmlFor="sync-passphrase">{t('passphrase')}</label>
        <input
          id="sync-passphrase"
          type="password"
          autoComplete="new-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
        />
        {problem === 'server' && <p className="field-error">{t('badServer')}</p>}
        {problem === 'passphrase' && <p className="field-error">{t('badPassphrase')}</p>}
        <button type="submit">{t('turnOn')}</button>
      </form>
      <form className="sync-form" onSubmit={onJoin}>
        <p className="hint">{t('orJoin')}</p>
        <label htmlFor="sync-code">{t('pairingCode')}</label>
        <textarea
          id="sync-code"
          rows={2}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        {problem === 'code' && <p className="field-error">{t('badCode')}</p>}
        <button type="submit">{t('join')}</button>
      </form>
    </>
  );
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

/** Sync is on: where it stands, and pause, pairing code, off. */
function SyncOn({ config }: { config: SyncConfig }) {
  const { t, i18n } = useTranslation('sync');
  const status = useSyncStore((state) => state.status);
  const [isShowingCode, setShowingCode] = useState(false);
  const code = pairingCode(config);
  const server = config.server;
  const line = config.isPaused ? t('state.paused') : statusLine(t, status, server);
  return (
    <>
      <p role="status" data-testid="sync-status">
        {line}
      </p>
      {status?.lastSyncedAt != null && (
        <p className="hint">
          {t('lastSynced', { time: formatTime(status.lastSyncedAt, i18n.language) })}
        </p>
      )}
      {(status?.waiting ?? 0) > 0 && (
        <p className="hint" data-testid="sync-waiting">
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
        <button type="button" className="danger" onClick={() => void turnOffSync(config.room)}>
          {t('turnOff')}
        </button>
      </div>
      {isShowingCode && (
        <div className="sync-code">
          <label htmlFor="sync-pairing-code">{t('codeLabel')}</label>
          <textarea id="sync-pairing-code" readOnly rows={3} value={code} />
          <button type="button" onClick={() => void copyPairingCode(code)}>
            {t('copy')}
          </button>
        </div>
      )}
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
      {config === null ? <TurnOn /> : <SyncOn config={config} />}
    </section>
  );
}
