/**
 * The pieces of the WebAssembly binary format the project's hand-written modules share
 * (simd-module.ts, memory/hamming-module.ts): sections, names and LEB128 integers.
 * Reference: the WebAssembly core specification, binary format.
 */

export function section(id: number, content: readonly number[]): number[] {
  return [id, ...unsignedLeb(content.length), ...content];
}

export function name(text: string): number[] {
  return [text.length, ...Array.from(text, (char) => char.charCodeAt(0))];
}

export function unsignedLeb(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    const byte = rest & 0x7f;
    rest >>>= 7;
    out.push(rest === 0 ? byte : byte | 0x80);
  } while (rest !== 0);
  return out;
}

/** i32.const takes a signed LEB128: 64 must be 0xc0 0x00, not 0x40 (which reads as -64). */
export function signedLeb(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    const isDone = (rest === 0 && (byte & 0x40) === 0) || (rest === -1 && (byte & 0x40) !== 0);
    out.push(isDone ? byte : byte | 0x80);
    if (isDone) return out;
  }
}
