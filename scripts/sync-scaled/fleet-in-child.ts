/**
 * Stands in for a test process (process-cleanup.test.ts): starts Redis and one server
 * process the way a test does, prints where they listen, and stays until it is killed.
 */
import { startScaledFleet } from '../../src/test/scaled-sync-server';

const fleet = await startScaledFleet({ servers: 1 });
const [server] = fleet.servers;
const redisPort = new URL(fleet.redisUrl).port;
console.log(
  JSON.stringify({
    redisPort: Number(redisPort),
    serverUrl: server?.url,
    pids: [fleet.redis.pid, server?.pid],
  }),
);
// Nothing else holds the event loop open: this keeps the process until the test kills it.
setInterval(() => undefined, 60_000);
