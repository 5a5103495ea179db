/**
 * y-websocket's server side, and the yjs and y-leveldb it uses, loaded from one place. They
 * are CommonJS: importing yjs as ESM beside them would load a second copy of Yjs, whose
 * documents the first copy's checks do not recognise. Resolving yjs and y-leveldb from
 * y-websocket's own folder gives exactly the copies it uses.
 */
import { createRequire } from 'node:module';

// y-websocket's utils open YPERSISTENCE themselves when they load; this server opens the
// folder itself (room-store.mjs), and LevelDB lets only one opener hold it.
delete process.env.YPERSISTENCE;

const require = createRequire(import.meta.url);
const utilsPath = require.resolve('y-websocket/bin/utils');
const besideUtils = createRequire(utilsPath);

/** setupWSConnection, setPersistence, getYDoc and docs (the rooms in memory, by name). */
export const yWebsocket = require(utilsPath);
export const Y = besideUtils('yjs');
export const { LeveldbPersistence } = besideUtils('y-leveldb');
