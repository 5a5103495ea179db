/** Read in slices of 1 MiB, so that progress moves while a large file is read. */
const SLICE_BYTES = 1024 * 1024;

/** A file's bytes, read slice by slice, calling `onProgress` with the share read (0–1). */
export async function readFileBytes(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size);
  for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
    const slice = new Uint8Array(await file.slice(offset, offset + SLICE_BYTES).arrayBuffer());
    bytes.set(slice, offset);
    onProgress(Math.min(1, (offset + slice.length) / file.size));
  }
  return bytes;
}
