import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export type ByteCounter = {
  url: string;
  /** Bytes the server has sent through this counter so far (headers and bodies, as sent). */
  received(): number;
  /** …of which by `epochMs` (the wall clock, as a page's `performance.timeOrigin` counts). */
  receivedBy(epochMs: number): number;
  close(): Promise<void>;
};

/**
 * A loopback TCP relay in front of `target` that counts what the server sends: every
 * request of a page, its workers and its service worker alike, at the size it crossed the
 * wire (compressed where the server compressed it).
 */
export async function startByteCounter(target: URL): Promise<ByteCounter> {
  let received = 0;
  const chunks: { at: number; bytes: number }[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
      chunks.push({ at: Date.now(), bytes: chunk.length });
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    receivedBy: (epochMs) =>
      chunks.filter(({ at }) => at <= epochMs).reduce((sum, { bytes }) => sum + bytes, 0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
