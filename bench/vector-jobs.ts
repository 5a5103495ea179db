import type { IndexEntry } from '../src/ml/protocol';
import type { Measured, Reps } from './bench-api';
import type { EpisodicIndexJob } from './episodic-index';

/** What the bench page asks of its vector worker (bench/vector-worker.ts). */
export type VectorJob =
  | { kind: 'stage'; size: number; dims: number; k: number; real: Reps; naive: Reps }
  | {
      kind: 'load';
      entries: IndexEntry[];
      vectorIds: string[];
      /**
       * Packed and transferred, as the app does; or one `number[]` per vector,
       * structured-cloned: the way DESIGN.md rules out.
       */
      vectors: Float32Array | number[][];
      dims: number;
    }
  | ({ kind: 'episodic' } & EpisodicIndexJob);

export type EpisodicJob = Extract<VectorJob, { kind: 'episodic' }>;

export type LoadJob = Extract<VectorJob, { kind: 'load' }>;

export type StageReply = {
  kind: 'stage';
  real: number[];
  naive: number[];
  kernel: 'simd' | 'js';
  /** Whether both ways found the same top-k ids for every query: they did the same job. */
  isSameTopK: boolean;
};

export type LoadReply = {
  kind: 'load';
  indexed: number;
  /** Inside the worker: reading the message (deserialising), repacking, RecallEngine.load. */
  inWorkerMs: number;
};

export type EpisodicReply = { kind: 'episodic'; measured: Measured };

export type VectorReply =
  StageReply | LoadReply | EpisodicReply | { kind: 'error'; message: string };
