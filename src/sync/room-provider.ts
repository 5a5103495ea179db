import { HocuspocusProvider } from '@hocuspocus/provider';
import { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';

import type { SyncEngine } from '../domain/sync/sync-engines';

/**
 * What the session needs of a connection to the server, whatever engine is behind it: the
 * outer document kept in step with the room, reconnecting by itself.
 */
export type RoomProvider = {
  /** Whether the document holds what the server has (the first exchange is done). */
  readonly isSynced: boolean;
  onConnection(listener: (isConnected: boolean) => void): void;
  /** Told after each exchange that brought the document level with the server. */
  onSynced(listener: () => void): void;
  /** Whether an update of the outer document came from the server (not made here). */
  isFromServer(origin: unknown): boolean;
  destroy(): void;
};

const CONNECT: Record<SyncEngine, (server: string, room: string, outer: Y.Doc) => RoomProvider> = {
  'y-websocket': connectYWebsocket,
  hocuspocus: connectHocuspocus,
};

export function connectRoom(
  engine: SyncEngine,
  server: string,
  room: string,
  outer: Y.Doc,
): RoomProvider {
  return CONNECT[engine](server, room, outer);
}

function connectYWebsocket(server: string, room: string, outer: Y.Doc): RoomProvider {
  const provider = new WebsocketProvider(server, room, outer, { disableBc: true });
  return {
    get isSynced() {
      return provider.synced;
    },
    onConnection(listener) {
      provider.on('status', ({ status }: { status: string }) => listener(status === 'connected'));
    },
    onSynced(listener) {
      provider.on('sync', (isSynced: boolean) => {
        if (isSynced) listener();
      });
    },
    isFromServer: (origin) => origin === provider,
    destroy: () => provider.destroy(),
  };
}

/**
 * Hocuspocus names the room in each message, so the server's address stays as given and
 * the room id is the document's name. Its socket reports 'connected' both when it opens and
 * at the first message; listeners are told of changes only. Its provider applies what the
 * server sends with itself as the origin, as y-websocket's does.
 */
function connectHocuspocus(server: string, room: string, outer: Y.Doc): RoomProvider {
  const provider = new HocuspocusProvider({ url: server, name: room, document: outer });
  return {
    get isSynced() {
      return provider.isSynced;
    },
    onConnection(listener) {
      let wasConnected: boolean | null = null;
      provider.on('status', ({ status }: { status: string }) => {
        const isConnected = status === 'connected';
        if (isConnected === wasConnected) return;
        wasConnected = isConnected;
        listener(isConnected);
      });
    },
    onSynced(listener) {
      provider.on('synced', ({ state }: { state: boolean }) => {
        if (state) listener();
      });
    },
    isFromServer: (origin) => origin === provider,
    destroy: () => provider.destroy(),
  };
}
