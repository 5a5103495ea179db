/**
 * The message shapes every worker of the app speaks (the ML worker, the LLM worker): calls
 * with ids, their results or errors, and events. Each worker's own protocol file names its
 * calls and events; this file knows only that they are strings.
 */

/** An error as it crosses the boundary: Error objects do not survive structured clone whole. */
export type WireError = { name: string; message: string };

export type WireToWorker<N extends string = string> =
  { kind: 'call'; id: number; name: N; args: unknown } | { kind: 'cancel'; id: number };

export type WireFromWorker<E extends string = string> =
  | { kind: 'result'; id: number; result: unknown }
  | { kind: 'error'; id: number; error: WireError }
  | { kind: 'event'; name: E; payload: unknown };

export function toWireError(error: unknown): WireError {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** The Float32Arrays in a value, to hand to postMessage as transferables. */
export function transferablesOf(value: unknown): Transferable[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value)
    .filter((field): field is Float32Array => field instanceof Float32Array)
    .map((array) => array.buffer)
    .filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
}
