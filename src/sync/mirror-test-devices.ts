import * as Y from 'yjs';

import { ForethoughtDb } from '../db/database';
import { addItem, itemHistory } from '../db/items-repo';
import { listedVersions } from '../domain/sync/version-listing';
import {
  startDatabaseMirror,
  SYNC_RULE,
  type DatabaseMirror,
  type MirrorOptions,
} from './database-mirror';

/**
 * Devices for the mirror's tests: each a database mirrored into its own document; the
 * documents exchange updates directly (what the encrypted room does through the server).
 */
export type MirrorDevice = { db: ForethoughtDb; doc: Y.Doc; mirror: DatabaseMirror };

const started: MirrorDevice[] = [];

export function mirrorDevice(options: MirrorOptions = {}, doc = new Y.Doc()): MirrorDevice {
  const db = new ForethoughtDb(`test-${crypto.randomUUID()}`);
  const made = { db, doc, mirror: startDatabaseMirror(db, doc, options) };
  started.push(made);
  return made;
}

/** Starts a device's mirror afresh on the same database and document (the next page load). */
export function restartMirror(device: MirrorDevice, options: MirrorOptions = {}): void {
  device.mirror.stop();
  device.mirror = startDatabaseMirror(device.db, device.doc, options);
}

/** Stops every device started so far and deletes its database; for `afterEach`. */
export async function removeMirrorDevices(): Promise<void> {
  for (const { db, mirror } of started.splice(0)) {
    mirror.stop();
    await db.delete();
  }
}

/**
 * Links two devices' documents both ways, from what each holds now; while `offline()` their
 * updates wait, and `online()` sends them across; `deliverTo(doc)` sends only those waiting
 * for `doc` (one direction first, to test either order of arrival).
 */
export function linkDocs(a: Y.Doc, b: Y.Doc) {
  let isOnline = true;
  const waiting: [Y.Doc, Uint8Array][] = [];
  const forward = (to: Y.Doc) => (update: Uint8Array, origin: unknown) => {
    if (origin === 'link') return;
    if (isOnline) Y.applyUpdate(to, update, 'link');
    else waiting.push([to, update]);
  };
  a.on('update', forward(b));
  b.on('update', forward(a));
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'link');
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b), 'link');
  return {
    offline: () => {
      isOnline = false;
    },
    online: () => {
      isOnline = true;
      for (const [to, update] of waiting.splice(0)) Y.applyUpdate(to, update, 'link');
    },
    deliverTo: (doc: Y.Doc) => {
      const now = waiting.filter(([to]) => to === doc);
      waiting.splice(0, waiting.length, ...waiting.filter(([to]) => to !== doc));
      for (const [to, update] of now) Y.applyUpdate(to, update, 'link');
    },
  };
}

/** Waits until no mirror has a step left, however many each set off in the others. */
export async function settleMirrors(): Promise<void> {
  for (;;) {
    const queues = started.map(({ mirror }) => mirror.settled());
    await Promise.all(queues);
    if (started.every(({ mirror }, index) => mirror.settled() === queues[index])) return;
  }
}

export const user = { kind: 'user' } as const;

/** What a device shows of an item: its current text and its versions as listed. */
export async function shownItem({ db }: MirrorDevice, id: string) {
  const item = await db.items.get(id);
  const history = await itemHistory(db, id);
  const listed = listedVersions(history.versions);
  return {
    current: item?.content,
    listed: listed.map(({ version, number }) => `v${number} ${version.content}`),
    stored: history.versions.map((v) => `v${v.version} ${v.content}`).sort(),
    synced: history.versions.filter((v) => v.cause.kind === 'rule' && v.cause.rule === SYNC_RULE),
    numbers: listed.map(({ number }) => number),
    version: item?.version ?? 0,
  };
}

/** Two devices with one item in common ("Call the bank", added at `addedAt`), then offline. */
export async function twoDevicesApart(addedAt: number) {
  const laptop = mirrorDevice();
  const phone = mirrorDevice();
  const connection = linkDocs(laptop.doc, phone.doc);
  const item = await addItem(laptop.db, { content: 'Call the bank', type: 'plan' }, addedAt);
  await settleMirrors();
  connection.offline();
  return { laptop, phone, connection, id: item.id };
}
