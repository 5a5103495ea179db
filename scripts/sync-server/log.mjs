/** One line per event a person running the server may need to act on: refusals and drops. */
export function logRefusal(line) {
  console.warn(`sync-server: ${line}`);
}

/** A room's name as a log shows it: quoted, and cut short (the name comes from the client). */
export function roomLabel(name) {
  return JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name);
}
