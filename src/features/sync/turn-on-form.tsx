import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { isSyncServer, readPairingCode } from '../../domain/sync/pairing';
import {
  DEFAULT_SYNC_ENGINE,
  isSyncEngine,
  SYNC_ENGINES,
  type SyncEngine,
} from '../../domain/sync/sync-engines';
import { MIN_PASSPHRASE_LENGTH } from '../../domain/sync/sync-key';
import { QrScan } from './qr-scan';
import { turnOnSync } from './sync-actions';

export const DEFAULT_SYNC_SERVER = 'ws://127.0.0.1:4455';

/**
 * Each kind of server's name in the form. Keyed by plain strings so that it holds the names
 * of kinds this build may not list yet; a kind without one shows its id.
 */
const ENGINE_LABELS: Readonly<Record<string, 'engineLabel.yWebsocket' | 'engineLabel.hocuspocus'>> =
  {
    'y-websocket': 'engineLabel.yWebsocket',
    hocuspocus: 'engineLabel.hocuspocus',
  };

/** Sync is off: start a new one, or join one with a pairing code (typed, pasted or scanned). */
export function TurnOnForm() {
  const { t } = useTranslation('sync');
  const [server, setServer] = useState(DEFAULT_SYNC_SERVER);
  const [engine, setEngine] = useState<SyncEngine>(DEFAULT_SYNC_ENGINE);
  const [passphrase, setPassphrase] = useState('');
  const [code, setCode] = useState('');
  const [isCodeScanned, setCodeScanned] = useState(false);
  const [problem, setProblem] = useState<'server' | 'passphrase' | 'code' | null>(null);

  function onStart(event: SyntheticEvent) {
    event.preventDefault();
    const found = !isSyncServer(server.trim())
      ? 'server'
      : passphrase.length < MIN_PASSPHRASE_LENGTH
        ? 'passphrase'
        : null;
    setProblem(found);
    if (found === null) void turnOnSync({ server: server.trim(), passphrase, engine });
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

  function onScanned(scanned: string) {
    setCode(scanned);
    setCodeScanned(true);
    setProblem(null);
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
        <label htmlFor="sync-engine">{t('serverType')}</label>
        <select
          id="sync-engine"
          value={engine}
          onChange={(event) => {
            if (isSyncEngine(event.target.value)) setEngine(event.target.value);
          }}
        >
          {SYNC_ENGINES.map((kind) => {
            const label = ENGINE_LABELS[kind];
            return (
              <option key={kind} value={kind}>
                {label === undefined ? kind : t(label)}
              </option>
            );
          })}
        </select>
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
          onChange={(event) => {
            setCode(event.target.value);
            setCodeScanned(false);
          }}
        />
        <QrScan onCode={onScanned} />
        {isCodeScanned && <p className="hint">{t('qrRead')}</p>}
        {problem === 'code' && <p className="field-error">{t('badCode')}</p>}
        <button type="submit">{t('join')}</button>
      </form>
    </>
  );
}
