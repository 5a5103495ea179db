import { assertImportSize } from '../../../domain/conversation-import/limits';
import { ImportRejectedError } from '../../../domain/conversation-import/parsed';
import { isBinary, notTextError } from '../../../domain/conversation-import/screen-input';

/** Read in slices of 1 MiB, so that progress moves while a large file is read. */
const SLICE_BYTES = 1024 * 1024;
/** How much of an undecodable file is looked at to tell binary data from another encoding. */
const SNIFF_BYTES = 64 * 1024;

/** UTF-16 when the file starts with its byte-order mark, else UTF-8 (the decoder drops a BOM). */
function encodingOf(head: Uint8Array): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/**
 * A file's text, read slice by slice with a streaming decoder (a character split across two
 * slices is decoded whole), calling `onProgress` with the share read. A file over the import
 * limit is refused before anything is read.
 */
export async function readFileText(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<string> {
  assertImportSize(file.size);
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  const encoding = encodingOf(head);
  // Fatal: a byte that is not UTF-8 would become U+FFFD, silently changing what was written.
  const decoder = new TextDecoder(encoding, { fatal: true });
  const parts: string[] = [];
  try {
    for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
      const bytes = await file.slice(offset, offset + SLICE_BYTES).arrayBuffer();
      parts.push(decoder.decode(bytes, { stream: true }));
      onProgress(Math.min(1, (offset + SLICE_BYTES) / file.size));
    }
    parts.push(decoder.decode());
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    // An image or an archive is not UTF-8 either; it is refused as what it is.
    const sample = await file.slice(0, SNIFF_BYTES).arrayBuffer();
    if (isBinary(new TextDecoder(encoding).decode(sample))) throw notTextError();
    throw notDecodable(encoding, parts.join('').length);
  }
  return parts.join('');
}

function notDecodable(encoding: string, readChars: number): ImportRejectedError {
  const name = encoding === 'utf-8' ? 'UTF-8' : 'UTF-16';
  return new ImportRejectedError(
    'encoding',
    `The file is not valid ${name} (after about ${readChars.toLocaleString('en')} characters). ` +
      'Save or export it again as UTF-8.',
  );
}
