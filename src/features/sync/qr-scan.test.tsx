import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderFeature, setupAppTests } from '../../test/render';
import { MAX_QR_FILE_BYTES } from './qr-reading';
import { QrScan } from './qr-scan';

setupAppTests();

/** A file that says it is `size` bytes long without holding them. */
function fileOfSize(size: number): File {
  const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('QrScan: a picture too large to read', () => {
  it('says so, reads nothing and fills nothing', () => {
    const onCode = vi.fn();
    // jsdom has no image decoding: a stand-in that must never be called.
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    renderFeature(<QrScan onCode={onCode} />);
    const input = screen.getByLabelText(/picture|photo/i);
    fireEvent.change(input, { target: { files: [fileOfSize(MAX_QR_FILE_BYTES + 1)] } });
    expect(screen.getByText(/too large to read/)).toBeTruthy();
    expect(decode).not.toHaveBeenCalled();
    expect(onCode).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
