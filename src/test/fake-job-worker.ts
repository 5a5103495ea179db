import type { JobMessage, JobWorker } from '../ml/worker-job';

type Listener<Message> = (event: { data: Message; message?: string }) => void;

/**
 * A Worker stand-in for one worker job (ml/worker-job.ts) that runs the job's real handler
 * and delivers its messages in later tasks, as a worker would; with `isSilent` it never
 * answers, so tests can abort in between, `crash` fires an error event and `deliver` posts
 * any message the test makes up.
 */
export function fakeJobWorker<Request, Message extends JobMessage<unknown, unknown>>(
  handle: (request: Request, post: (message: Message) => void) => Promise<void>,
  { isSilent = false } = {},
) {
  const listeners = new Map<string, Listener<Message>[]>();
  const state = { terminated: false, posted: [] as Request[] };
  const emit = (type: string, event: Parameters<Listener<Message>>[0]) =>
    setTimeout(() => listeners.get(type)?.forEach((listener) => listener(event)), 0);
  const worker = {
    addEventListener(type: string, listener: Listener<Message>) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    postMessage(request: Request) {
      state.posted.push(request);
      if (isSilent) return;
      void handle(request, (data) => emit('message', { data }));
    },
    terminate() {
      state.terminated = true;
    },
    crash(message: string) {
      emit('error', { message, preventDefault() {} } as unknown as Parameters<
        Listener<Message>
      >[0]);
    },
    deliver(data: Message) {
      emit('message', { data });
    },
  };
  return { worker, state, asWorker: worker as unknown as JobWorker };
}
