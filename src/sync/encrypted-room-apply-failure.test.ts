// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';

import { deriveSyncKey } from '../domain/sync/sync-key';
import { EncryptedRoom } from './encrypted-room';

/** Set by a test: the next applyUpdate on this document throws, as an out-of-memory would. */
const failing: { doc: unknown } = vi.hoisted(() => ({ doc: null }));

vi.mock('yjs', async (importOriginal) => {
  const yjs = await importOriginal<typeof import('yjs')>();
  return {
    ...yjs,
    applyUpdate: (doc: Y.Doc, update: Uint8Array, origin?: unknown) => {
      if (doc === failing.doc) {
        failing.doc = null;
        throw new RangeError('Array buffer allocation failed');
      }
      yjs.applyUpdate(doc, update, origin);
    },
  };
});

const ROOM = '00112233445566778899aabbccddeeff';

describe('a room whose good update fails to apply', () => {
  it('fails the step (and says so) instead of skipping the update as unreadable', async () => {
    const key = await deriveSyncKey('correct horse battery staple', ROOM, 1_000);
    const laptop = { inner: new Y.Doc(), outer: new Y.Doc() };
    const laptopRoom = new EncryptedRoom(laptop.inner, laptop.outer, key, { createsRoom: true });
    await laptopRoom.start();
    laptop.inner.getMap<string>('items').set('a', 'first');
    await laptopRoom.settled();

    const phone = { inner: new Y.Doc(), outer: new Y.Doc() };
    Y.applyUpdate(phone.outer, Y.encodeStateAsUpdate(laptop.outer));
    const phoneRoom = new EncryptedRoom(phone.inner, phone.outer, key);
    failing.doc = phone.inner;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await phoneRoom.start()).toBe('failed');
      expect(phoneRoom.getStatus().unreadable).toBe(0);
      expect(errors).toHaveBeenCalled();
      // The next start reads the whole room again.
      expect(await phoneRoom.start()).toBe('syncing');
      expect(phone.inner.getMap<string>('items').get('a')).toBe('first');
    } finally {
      errors.mockRestore();
      laptopRoom.stop();
      phoneRoom.stop();
    }
  });
});
