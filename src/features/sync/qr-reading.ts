import { readQrPixels } from './pairing-qr';

/** A photo is read at this size at most: enough for a code that fills a fair part of it. */
const MAX_SIDE = 1600;
/**
 * A file larger than this is not decoded at all: the browser decodes the whole picture
 * before it can be scaled down, and a phone's largest photos are well under it.
 */
export const MAX_QR_FILE_BYTES = 20 * 1024 * 1024;

/** The text of a QR code in an image file (a photo or a screenshot), or null when none reads. */
export async function readQrFromImage(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context === null) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return readQrPixels(context.getImageData(0, 0, width, height).data, width, height);
  } finally {
    bitmap.close();
  }
}

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's own barcode reader where it has one (Chrome on Android and macOS, Safari). */
export function qrDetector(): BarcodeDetectorLike | null {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return Detector === undefined ? null : new Detector({ formats: ['qr_code'] });
}
