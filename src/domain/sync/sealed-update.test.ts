// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { open, seal, UnreadableEnvelopeError } from './sealed-update';
import { deriveSyncKey, MIN_PASSPHRASE_LENGTH, WeakPassphraseError } from './sync-key';

const ROOM = '0123456789abcdef0123456789abcdef';
const text = (value: string) => new TextEncoder().encode(value);

describe('sealed updates', () => {
  it('open with the same passphrase and room, on any device', async () => {
    const sender = await deriveSyncKey('a long enough passphrase', ROOM, 1_000);
    const receiver = await deriveSyncKey('a long enough passphrase', ROOM, 1_000);
    const envelope = await seal(sender, 'update', text('周末学做葱油饼'));
    const { kind, plaintext } = await open(receiver, envelope);
    expect(kind).toBe('update');
    expect(new TextDecoder().decode(plaintext)).toBe('周末学做葱油饼');
    expect(Buffer.from(envelope).includes(Buffer.from('葱油饼'))).toBe(false);
  });

  it('never seal the same text twice the same way (a fresh IV each time)', async () => {
    const key = await deriveSyncKey('a long enough passphrase', ROOM, 1_000);
    const [a, b] = await Promise.all([
      seal(key, 'update', text('x')),
      seal(key, 'update', text('x')),
    ]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it('refuse another passphrase, another room, and any altered byte, kind included', async () => {
    const key = await deriveSyncKey('a long enough passphrase', ROOM, 1_000);
    const envelope = await seal(key, 'update', text('secret'));
    const otherPassphrase = await deriveSyncKey('another long passphrase', ROOM, 1_000);
    const otherRoom = await deriveSyncKey('a long enough passphrase', 'f'.repeat(32), 1_000);
    await expect(open(otherPassphrase, envelope)).rejects.toThrow(UnreadableEnvelopeError);
    await expect(open(otherRoom, envelope)).rejects.toThrow(UnreadableEnvelopeError);
    for (const position of [1, 5, envelope.length - 1]) {
      const altered = envelope.slice();
      altered[position] = (altered[position] ?? 0) ^ 1;
      await expect(open(key, altered)).rejects.toThrow(UnreadableEnvelopeError);
    }
    await expect(open(key, envelope.slice(0, 10))).rejects.toThrow(UnreadableEnvelopeError);
  });

  it('refuse a passphrase too short to protect anything', async () => {
    await expect(deriveSyncKey('x'.repeat(MIN_PASSPHRASE_LENGTH - 1), ROOM)).rejects.toThrow(
      WeakPassphraseError,
    );
  });
});
