// The app's tsconfig has no Node types: src/ is browser code. use-source-node.ts is the one
// file here that runs only in Node (tests, the eval script); these are the parts of Node it
// uses, as @types/node declares them, so it type-checks in both programs.
declare module 'node:fs/promises' {
  export function readFile(path: string): Promise<Uint8Array>;
}
declare module 'node:module' {
  export function createRequire(path: string): { resolve(id: string): string };
}
declare module 'node:path' {
  export function dirname(path: string): string;
  export function join(...paths: string[]): string;
}
