import { describe, expect, it } from 'vitest';

import { newRoomId, pairingCode, readPairingCode } from '../../domain/sync/pairing';
import { qrMatrix, qrPixels, qrSvgPath, readQrPixels } from './pairing-qr';

describe('the pairing QR code', () => {
  it('reads back, from its pixels, the very pairing code it was drawn from', () => {
    const pairing = {
      server: 'wss://sync.example.org:4455',
      room: newRoomId(),
      passphrase: '我的同步口令 is long enough',
      engine: 'hocuspocus' as const,
    };
    const code = pairingCode(pairing);
    const { data, width, height } = qrPixels(qrMatrix(code), 3);
    const read = readQrPixels(data, width, height);
    expect(read).toBe(code);
    expect(readPairingCode(read ?? '')).toEqual(pairing);
  });

  it('finds nothing in a picture without a code', () => {
    const blank = new Uint8ClampedArray(120 * 120 * 4).fill(255);
    expect(readQrPixels(blank, 120, 120)).toBeNull();
  });

  it('draws one square per dark module, inside the quiet zone', () => {
    const matrix = qrMatrix('forethought');
    let dark = 0;
    for (let row = 0; row < matrix.size; row += 1) {
      for (let col = 0; col < matrix.size; col += 1) if (matrix.isDark(row, col)) dark += 1;
    }
    const path = qrSvgPath(matrix);
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(path).not.toMatch(/M[0-3] /);
  });
});
