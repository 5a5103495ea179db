/// <reference lib="webworker" />
import type { FloatRows } from '../../domain/memory/float-rows';

/** The origin-private folder the worker keeps its float rows in. */
export const FLOAT_ROWS_FOLDER = 'episode-vectors';
/** Writes go out in slices of this many bytes: one 1.5 GB write would need a 1.5 GB copy. */
const WRITE_SLICE = 64 * 2 ** 20;

/**
 * Float rows in an origin-private file (OPFS) through a synchronous access handle, which only
 * a dedicated worker may open: reads and writes are plain calls, a few µs a row here from a profile on disk, and
 * the file takes disk, not the worker's memory. Row r lives at byte r × dims × 4. The file is
 * derived data: the vectors' home is IndexedDB (the embeddings table's episode chunks), so a
 * lost file only costs the exact rescoring until the next load writes it again.
 */
class FloatRowFile implements FloatRows {
  readonly dims: number;
  private readonly handle: FileSystemSyncAccessHandle;
  private readonly remove: () => Promise<void>;
  private readonly rowBytes: number;
  private readonly moved: Float32Array;

  /** `remove` deletes the file once the handle is closed. */
  constructor(handle: FileSystemSyncAccessHandle, dims: number, remove: () => Promise<void>) {
    this.handle = handle;
    this.remove = remove;
    this.dims = dims;
    this.rowBytes = dims * 4;
    this.moved = new Float32Array(dims);
  }

  writeRows(from: number, vectors: Float32Array): void {
    const bytes = new Uint8Array(vectors.buffer, vectors.byteOffset, vectors.byteLength);
    for (let at = 0; at < bytes.length; at += WRITE_SLICE) {
      const slice = bytes.subarray(at, Math.min(at + WRITE_SLICE, bytes.length));
      this.handle.write(slice, { at: from * this.rowBytes + at });
    }
  }

  readRow(row: number, out: Float32Array): void {
    const read = this.handle.read(out, { at: row * this.rowBytes });
    // A short read (a row past the end) must not leave the last row's floats behind.
    if (read < this.rowBytes) out.fill(0, read / 4);
  }

  moveRow(from: number, to: number): void {
    this.readRow(from, this.moved);
    this.writeRows(to, this.moved);
  }

  truncate(rows: number): void {
    this.handle.truncate(rows * this.rowBytes);
  }

  /** Closes the handle and deletes the file: a dropped index's floats are not read again. */
  close(): void {
    try {
      this.handle.close();
    } catch {
      return; // already closed, and removed then
    }
    this.remove().catch(() => undefined);
  }
}

/**
 * Opens a fresh row file for this worker, or null where the browser has no OPFS (then the
 * index orders by its 4-bit estimate). Each worker writes a file of its own, since an access
 * handle locks its file: two tabs would otherwise fight over one. Files left by workers that
 * are gone (a closed tab) are unlocked and removed here; a live tab's file is locked and stays.
 */
export async function openFloatRowFile(dims: number): Promise<FloatRows | null> {
  try {
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle(FLOAT_ROWS_FOLDER, { create: true });
    await removeUnlocked(folder);
    const name = `${crypto.randomUUID()}.f32`;
    const file = await folder.getFileHandle(name, { create: true });
    const handle = await file.createSyncAccessHandle();
    return new FloatRowFile(handle, dims, () => folder.removeEntry(name));
  } catch {
    return null;
  }
}

/** Removes the row files no live worker holds (a closed tab's); never throws. */
export async function removeUnlockedFloatRowFiles(): Promise<void> {
  try {
    const root = await navigator.storage.getDirectory();
    await removeUnlocked(await root.getDirectoryHandle(FLOAT_ROWS_FOLDER));
  } catch {
    // No OPFS, or no folder yet: nothing was left behind.
  }
}

async function removeUnlocked(folder: FileSystemDirectoryHandle): Promise<void> {
  const names: string[] = [];
  for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) {
    names.push(name);
  }
  for (const name of names) {
    await folder.removeEntry(name).catch(() => undefined);
  }
}
