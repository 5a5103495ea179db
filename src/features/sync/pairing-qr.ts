import jsQR from 'jsqr';
import QRCode from 'qrcode';

/** A QR code's modules: `isDark(row, col)` for 0 ≤ row, col < size. */
export type QrMatrix = { size: number; isDark(row: number, col: number): boolean };

/** The quiet zone the QR standard asks around the code, in modules. */
export const QR_MARGIN = 4;

/**
 * The pairing code as QR modules. Level M (15% of the code may be damaged) suits a code read
 * from a screen or a photo of one, and keeps a pairing code of about 150 characters small.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 };
}

/** One SVG path drawing every dark module, the quiet zone included in the coordinates. */
export function qrSvgPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.isDark(row, col)) parts.push(`M${col + QR_MARGIN} ${row + QR_MARGIN}h1v1h-1z`);
    }
  }
  return parts.join('');
}

/** The code as RGBA pixels, `scale` pixels per module, dark on white with its quiet zone. */
export function qrPixels(
  matrix: QrMatrix,
  scale: number,
): { data: Uint8ClampedArray; width: number; height: number } {
  const width = (matrix.size + 2 * QR_MARGIN) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const row = Math.floor(y / scale) - QR_MARGIN;
      const col = Math.floor(x / scale) - QR_MARGIN;
      const isInside = row >= 0 && col >= 0 && row < matrix.size && col < matrix.size;
      if (isInside && matrix.isDark(row, col))
        data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width, height: width };
}

/** The text of the QR code found in RGBA pixels, or null. */
export function readQrPixels(
  data: Uint8ClampedArray,
  width: number,
  height: number,
): string | null {
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
