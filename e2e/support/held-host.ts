/**
 * A model host that accepts the connection and then says nothing, as a slow download (or a
 * host that never answers) looks to the browser: a loopback proxy in front of another host
 * that holds the requests a spec picks until the spec releases them, then serves them (and
 * every later one) from that host.
 */
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldHost {
  /** Origin with a trailing slash, for the app's model host setting. */
  url: string;
  /** How many requests are being held now (a closed page's are dropped). */
  heldCount(): number;
  /** Every path asked for so far, held or not. */
  paths: string[];
  /** Serves the held requests, and from now on every request at once. */
  release(): void;
  close(): Promise<void>;
}

type Waiting = { req: IncomingMessage; res: ServerResponse };

/** Holds the requests whose path `isHeld` picks; `upstream` is an origin such as ModelHost.url. */
export async function startHeldHost(
  upstream: string,
  isHeld: (path: string) => boolean,
): Promise<HeldHost> {
  const target = new URL(upstream);
  const paths: string[] = [];
  let waiting: Waiting[] = [];
  let isReleased = false;

  const pass = ({ req, res }: Waiting) => {
    if (req.socket.destroyed) return; // the page that asked is gone
    const proxied = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.once('error', () => res.destroy());
    // Model files are fetched with GET and HEAD: no body to pass on (and a held request's
    // stream has long ended, so piping it would never end the forwarded one).
    proxied.end();
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    paths.push(path);
    if (isReleased || !isHeld(path)) {
      pass({ req, res });
      return;
    }
    waiting.push({ req, res });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    paths,
    heldCount: () => waiting.filter(({ req }) => !req.socket.destroyed).length,
    release() {
      isReleased = true;
      const held = waiting;
      waiting = [];
      held.forEach(pass);
    },
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
