import { describe, expect, it } from 'vitest';

import { encode, sampleBackup, utf16le, type Json } from '../test/backup-files';
import { parseBackup } from './backup-parse';

// Beside src/db/backup-malformed.test.ts: what the parser alone decides, with no database.

describe('prototype keys', () => {
  it('pollute nothing, whether refused or read', () => {
    const text = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
    expect(parseBackup(encode(text))).toMatchObject({
      ok: false,
      problem: { code: 'forbidden-key' },
    });
    expect(({} as Json).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('text encodings', () => {
  it('reads a backup saved as UTF-8 with a byte-order mark', () => {
    const backup = sampleBackup();
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode(JSON.stringify(backup))]);
    expect(parseBackup(bytes)).toEqual({ ok: true, backup });
  });

  it('reads a backup saved as UTF-16 with its byte-order mark', () => {
    const backup = sampleBackup();
    const item = backup.data.items[0];
    if (item) item.content = '学习 Rust';
    expect(parseBackup(utf16le(JSON.stringify(backup), true))).toEqual({ ok: true, backup });
  });

  it('refuses UTF-16 with a mark but a broken character', () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x00, 0xd8, 0x7d, 0x00]);
    expect(parseBackup(bytes)).toEqual({ ok: false, problem: { code: 'binary' } });
  });
});
