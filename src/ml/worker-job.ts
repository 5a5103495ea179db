/**
 * One job on a worker of its own, for reading what a person hands in (a backup, a pasted or
 * dropped conversation): the page posts one request, the worker posts progress and then
 * exactly one final message. The worker is terminated when the job settles, fails or is
 * aborted, and anything it posts after that is ignored, so the late answer of a cancelled
 * job never arrives.
 */
export type JobMessage<Result, Failure> =
  | { kind: 'progress'; fraction: number }
  | { kind: 'result'; result: Result }
  | { kind: 'failed'; failure: Failure };

export type JobOptions = {
  /** Called with the share done, 0–1. */
  onProgress?: (fraction: number) => void;
  /** Aborting terminates the worker; the promise rejects with an AbortError. */
  signal?: AbortSignal;
};

/** The parts of a Worker a job uses, so tests can hand in a stand-in. */
export type JobWorker = Pick<Worker, 'addEventListener' | 'postMessage' | 'terminate'>;

export type JobDescription<Failure> = {
  /** Names the reader in errors: "The backup reader stopped: …". */
  name: string;
  /** Turns the worker's own failure message into the error the promise rejects with. */
  toError: (failure: Failure) => Error;
};

export function abortError(): DOMException {
  return new DOMException('The import was cancelled.', 'AbortError');
}

export function runWorkerJob<Result, Failure>(
  worker: JobWorker,
  /** The job's one request, as its protocol types it (`satisfies` at the call). */
  request: unknown,
  { onProgress, signal }: JobOptions,
  { name, toError }: JobDescription<Failure>,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    let isSettled = false;
    const settle = (finish: () => void) => {
      if (isSettled) return;
      isSettled = true;
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    const onAbort = () => settle(() => reject(abortError()));
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<JobMessage<Result, Failure>>) => {
      const message = event.data;
      if (isSettled) return;
      if (message.kind === 'progress') onProgress?.(message.fraction);
      else if (message.kind === 'result') settle(() => resolve(message.result));
      else settle(() => reject(toError(message.failure)));
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault();
      settle(() => reject(new Error(`${name} stopped: ${event.message}`)));
    });
    worker.addEventListener('messageerror', () =>
      settle(() => reject(new Error(`${name} sent a message that could not be read.`))),
    );
    worker.postMessage(request);
  });
}
