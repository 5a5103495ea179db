// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { MAX_IMPORT_BYTES } from '../../../domain/conversation-import/limits';
import { ImportRejectedError } from '../../../domain/conversation-import/parsed';
import { readFileText } from './read-file-text';

describe('readFileText', () => {
  it('decodes characters split across slices and reports rising progress', async () => {
    // 3-byte characters over 2.5 MiB: slice borders fall inside characters.
    const text = '我说：计划好了。'.repeat(110_000);
    const fractions: number[] = [];
    const read = await readFileText(new Blob([text]), (fraction) => fractions.push(fraction));
    expect(read).toBe(text);
    expect(fractions.length).toBeGreaterThan(2);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('drops a UTF-8 byte-order mark and reads UTF-16 by its mark', async () => {
    const utf8 = new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), 'User: hi']);
    expect(await readFileText(utf8, () => undefined)).toBe('User: hi');
    const units = Array.from({ length: 5 }, (_, index) => '我: hi'.charCodeAt(index));
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...units.flatMap((code) => [code & 0xff, code >> 8]),
    ]);
    expect(await readFileText(new Blob([utf16]), () => undefined)).toBe('我: hi');
  });

  it('refuses a file over the limit before reading it', async () => {
    const huge = {
      size: MAX_IMPORT_BYTES + 1,
      slice: () => {
        throw new Error('read');
      },
    };
    await expect(readFileText(huge as unknown as Blob, () => undefined)).rejects.toMatchObject({
      code: 'too-large',
    });
    await expect(readFileText(huge as unknown as Blob, () => undefined)).rejects.toBeInstanceOf(
      ImportRejectedError,
    );
  });
});
