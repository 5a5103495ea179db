import type { Measured } from './bench-api';
import type {
  EpisodicJob,
  LoadJob,
  LoadReply,
  StageReply,
  VectorJob,
  VectorReply,
} from './vector-jobs';

export type VectorWorker = {
  stage(job: Extract<VectorJob, { kind: 'stage' }>): Promise<StageReply>;
  /** Loads the worker's RecallEngine; a Float32Array is transferred, `number[][]` cloned. */
  load(job: LoadJob): Promise<LoadReply>;
  /** Measures one episodic index (bench/episodic-index.ts) in the worker. */
  episodic(job: EpisodicJob): Promise<Measured>;
};

let worker: Worker | null = null;

/** The bench's vector worker, started on first use; it runs one job at a time. */
export function getVectorWorker(): VectorWorker {
  worker ??= new Worker(new URL('./vector-worker.ts', import.meta.url), {
    type: 'module',
    name: 'bench-vectors',
  });
  const port = worker;
  const run = (job: VectorJob, transfer: Transferable[] = []) =>
    new Promise<VectorReply>((resolve) => {
      port.addEventListener('message', (event: MessageEvent<VectorReply>) => resolve(event.data), {
        once: true,
      });
      port.postMessage(job, transfer);
    });
  return {
    async stage(job) {
      const reply = await run(job);
      if (reply.kind === 'stage') return reply;
      throw new Error(reply.kind === 'error' ? reply.message : `Unexpected ${reply.kind}`);
    },
    async load(job) {
      const reply = await run(job, job.vectors instanceof Float32Array ? [job.vectors.buffer] : []);
      if (reply.kind === 'load') return reply;
      throw new Error(reply.kind === 'error' ? reply.message : `Unexpected ${reply.kind}`);
    },
    async episodic(job) {
      const reply = await run(job);
      if (reply.kind === 'episodic') return reply.measured;
      throw new Error(reply.kind === 'error' ? reply.message : `Unexpected ${reply.kind}`);
    },
  };
}
