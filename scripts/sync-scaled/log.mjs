/**
 * One line per event a person running the fleet may need to act on: refusals, drops and
 * failures of the store, each naming the process that saw it.
 */
let prefix = 'sync-scaled';

/** Called once at start: every later line names this process. */
export function nameProcess(name) {
  prefix = `sync-scaled[${name}]`;
}

export function logLine(line) {
  console.warn(`${prefix}: ${line}`);
}

/** A room's name as a log shows it: quoted, and cut short (the name comes from the client). */
export function roomLabel(name) {
  return JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name);
}

/** Bytes as a log shows them: MiB, to three places. */
export function mib(bytes) {
  return +(bytes / 2 ** 20).toFixed(3);
}
