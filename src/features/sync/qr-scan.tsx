import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { MAX_QR_FILE_BYTES, qrDetector, readQrFromImage } from './qr-reading';

type Problem = 'none-found' | 'too-large' | 'camera' | null;

/** Reads the frames of a camera stream until the browser's detector finds a QR code. */
function CameraScan({ onCode, onFail }: { onCode: (code: string) => void; onFail: () => void }) {
  const { t } = useTranslation('sync');
  const videoRef = useRef<HTMLVideoElement>(null);
  // The camera opens once per scan, whatever the parent renders meanwhile.
  const callbacks = useRef({ onCode, onFail });
  useEffect(() => {
    callbacks.current = { onCode, onFail };
  });
  useEffect(() => {
    const detector = qrDetector();
    let stream: MediaStream | null = null;
    let frame = 0;
    let isDone = false;
    // Read through a call: the scan awaits, and the effect's cleanup may run meanwhile.
    const hasEnded = () => isDone;
    const scan = async () => {
      const video = videoRef.current;
      if (hasEnded() || video === null || detector === null) return;
      const found = video.readyState >= 2 ? await detector.detect(video).catch(() => []) : [];
      const [first] = found;
      if (first !== undefined && !hasEnded()) callbacks.current.onCode(first.rawValue);
      else frame = requestAnimationFrame(() => void scan());
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (opened) => {
        stream = opened;
        const video = videoRef.current;
        if (hasEnded() || video === null) return;
        video.srcObject = opened;
        await video.play();
        void scan();
      })
      .catch(() => {
        if (!hasEnded()) callbacks.current.onFail();
      });
    return () => {
      isDone = true;
      cancelAnimationFrame(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);
  return (
    <video ref={videoRef} className="sync-camera" aria-label={t('cameraView')} muted playsInline />
  );
}

/**
 * Fills the pairing field from a QR code: the camera where the browser can read codes
 * itself (BarcodeDetector), or a photo or screenshot anywhere (read here with jsQR).
 */
export function QrScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('sync');
  const [isScanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const canUseCamera = 'BarcodeDetector' in globalThis && 'mediaDevices' in navigator;

  function found(code: string) {
    setScanning(false);
    setProblem(null);
    onCode(code);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    if (file.size > MAX_QR_FILE_BYTES) {
      setProblem('too-large');
      return;
    }
    const code = await readQrFromImage(file).catch(() => null);
    if (code === null) setProblem('none-found');
    else found(code);
  }

  return (
    <div className="sync-qr-scan">
      {canUseCamera && (
        <button type="button" onClick={() => setScanning(!isScanning)}>
          {isScanning ? t('stopCamera') : t('scanCamera')}
        </button>
      )}
      <label className="sync-qr-file">
        {t('readPhoto')}
        <input type="file" accept="image/*" onChange={(event) => void onFile(event)} />
      </label>
      {isScanning && (
        <CameraScan
          onCode={found}
          onFail={() => {
            setScanning(false);
            setProblem('camera');
          }}
        />
      )}
      {problem === 'none-found' && <p className="field-error">{t('noQr')}</p>}
      {problem === 'too-large' && <p className="field-error">{t('qrTooLarge')}</p>}
      {problem === 'camera' && <p className="field-error">{t('cameraFailed')}</p>}
    </div>
  );
}
