/**
 * Ids: UUIDv7 (RFC 9562), collision-free across devices (records cross them through export
 * and import, so no plain counters) and in creation order on one device: the 48-bit time
 * comes first, then a 12-bit counter that grows within a millisecond (method 3 of the RFC's
 * monotonicity rules), then 62 random bits. Two transitions written in the same millisecond
 * (a mention and a close, say) therefore keep their order when sorted by time and id.
 */

let lastMs = -1;
let counter = 0;

const COUNTER_MAX = 0xfff;

function hex(value: number, digits: number): string {
  return value.toString(16).padStart(digits, '0');
}

export function newId(): string {
  // A clock set back keeps the last time, so the order still holds.
  let ms = Math.max(Date.now(), lastMs);
  if (ms === lastMs) {
    counter += 1;
    if (counter > COUNTER_MAX) {
      ms += 1;
      counter = 0;
    }
  } else {
    // Half the counter's range is left for ids made later in the same millisecond.
    counter = Math.floor(Math.random() * (COUNTER_MAX / 2));
  }
  lastMs = ms;
  const random = crypto.getRandomValues(new Uint8Array(8));
  random[0] = ((random[0] ?? 0) & 0x3f) | 0x80; // the variant bits, 10
  const tail = [...random].map((byte) => hex(byte, 2)).join('');
  const time = hex(ms, 12);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${hex(counter, 3)}-${tail.slice(0, 4)}-${tail.slice(4)}`;
}
