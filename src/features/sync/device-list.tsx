import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../components/format';
import type { useSyncStore } from '../../stores/sync-store';
import { PassphraseChangeForm } from './passphrase-change-form';
import { MAX_DEVICE_NAME_LENGTH, renameThisDevice } from './sync-key-actions';

type KnownDevice = NonNullable<
  ReturnType<typeof useSyncStore.getState>['status']
>['devices'][number];

function RenameForm({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation('sync');
  const [draft, setDraft] = useState(name);
  const [isBad, setBad] = useState(false);
  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const isSaved = await renameThisDevice(draft);
    setBad(!isSaved);
    if (isSaved) onClose();
  }
  return (
    <form className="sync-rename" onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor="sync-device-name">{t('deviceName')}</label>
      <input
        id="sync-device-name"
        value={draft}
        maxLength={MAX_DEVICE_NAME_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit">{t('save')}</button>
      <button type="button" onClick={onClose}>
        {t('cancel')}
      </button>
      {isBad && <p className="field-error">{t('badName')}</p>}
    </form>
  );
}

type Props = {
  devices: readonly KnownDevice[];
  room: string;
  passphrase: string;
  isConnected: boolean;
};

/**
 * A device's name as listed: two devices of one kind start with the same name ("Chrome on
 * Android"), so a name shared with another device shows the start of its id to tell them apart.
 */
function listedName(device: KnownDevice, devices: readonly KnownDevice[]): string {
  const isShared = devices.some((other) => other.id !== device.id && other.name === device.name);
  return isShared ? `${device.name} · ${device.id.slice(0, 4)}` : device.name;
}

/** The devices that announced themselves in this sync: rename this one, remove another. */
export function DeviceList({ devices, room, passphrase, isConnected }: Props) {
  const { t, i18n } = useTranslation('sync');
  const [isRenaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState<KnownDevice | null>(null);
  if (devices.length === 0) return null;
  return (
    <div className="sync-devices">
      <h3>{t('devicesTitle')}</h3>
      <ul>
        {devices.map((device) => (
          <li key={device.id} data-testid="sync-device">
            <span className="sync-device-name">
              {device.isThisDevice
                ? t('thisDevice', { name: listedName(device, devices) })
                : listedName(device, devices)}
            </span>
            <span className="hint">
              {t('lastSeen', { time: formatTime(device.seenAt, i18n.language) })}
            </span>
            {device.isThisDevice ? (
              <button type="button" onClick={() => setRenaming(true)}>
                {t('rename')}
              </button>
            ) : (
              <button
                type="button"
                className="danger"
                aria-label={`${t('remove')} ${listedName(device, devices)}`}
                onClick={() => setRemoving({ ...device, name: listedName(device, devices) })}
              >
                {t('remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {isRenaming && (
        <RenameForm
          name={devices.find((device) => device.isThisDevice)?.name ?? ''}
          onClose={() => setRenaming(false)}
        />
      )}
      {removing !== null && (
        <PassphraseChangeForm
          room={room}
          currentPassphrase={passphrase}
          isConnected={isConnected}
          removed={{ id: removing.id, name: removing.name }}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
