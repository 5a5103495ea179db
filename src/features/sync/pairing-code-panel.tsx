import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { copyPairingCode } from './sync-actions';
import { QR_MARGIN, qrMatrix, qrSvgPath } from './pairing-qr';

/** The pairing code drawn as a QR code: crisp at any size, one path, no canvas. */
export function PairingQr({ code }: { code: string }) {
  const { t } = useTranslation('sync');
  const { size, path } = useMemo(() => {
    const matrix = qrMatrix(code);
    return { size: matrix.size + 2 * QR_MARGIN, path: qrSvgPath(matrix) };
  }, [code]);
  return (
    <svg
      className="sync-qr"
      data-testid="sync-qr"
      role="img"
      aria-label={t('qrLabel')}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The pairing code as text to copy and as a QR code to scan, shown only on request. */
export function PairingCodePanel({ code }: { code: string }) {
  const { t } = useTranslation('sync');
  return (
    <div className="sync-code">
      <label htmlFor="sync-pairing-code">{t('codeLabel')}</label>
      <textarea id="sync-pairing-code" readOnly rows={3} value={code} />
      <button type="button" onClick={() => void copyPairingCode(code)}>
        {t('copy')}
      </button>
      <PairingQr code={code} />
    </div>
  );
}
