/**
 * The pieces of the WebAssembly binary format the project's hand-written modules share
 * (simd-module.ts, memory/hamming-module.ts): control and integer opcodes, sections, names
 * and LEB128 integers. Reference: the WebAssembly core specification, binary format.
 */

export const I32 = 0x7f;
/** A WebAssembly memory page. */
export const PAGE_BYTES = 65_536;

/** Memory pages holding at least `bytes` (and at least one). */
export function pagesFor(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / PAGE_BYTES));
}

/**
 * A loader that compiles `bytes()` once per thread and returns the module, or null when this
 * engine cannot run it (no WebAssembly or no SIMD, or a CSP that forbids compiling it).
 * Synchronous compilation is fine at these sizes, even on a browser's main thread.
 */
export function moduleLoader(
  bytes: () => Uint8Array<ArrayBuffer>,
): () => WebAssembly.Module | null {
  let module: WebAssembly.Module | null | undefined;
  return () => {
    if (module !== undefined) return module;
    try {
      const code = bytes();
      module = WebAssembly.validate(code) ? new WebAssembly.Module(code) : null;
    } catch {
      module = null;
    }
    return module;
  };
}
export const V128 = 0x7b;

/** The opcodes both modules use; each module adds its own SIMD ones. */
export const baseOps = {
  block: [0x02, 0x40],
  loop: [0x03, 0x40],
  end: [0x0b],
  brIf: (depth: number) => [0x0d, depth],
  get: (local: number) => [0x20, local],
  set: (local: number) => [0x21, local],
  tee: (local: number) => [0x22, local],
  i32Const: (value: number) => [0x41, ...signedLeb(value)],
  i32Eqz: [0x45],
  i32LtU: [0x49],
  i32Add: [0x6a],
  i32Sub: [0x6b],
  i32Shl: [0x74],
  v128Zero: [0xfd, 0x0c, ...new Array<number>(16).fill(0)],
};

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
