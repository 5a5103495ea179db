// The app's tsconfig has no Node types: src/ is browser code. e5-source-node.ts is the one
// file here that runs only in Node (tests, the eval and replay scripts); these are the parts
// of Node it uses, as @types/node declares them, so it type-checks in both programs.
declare module 'node:fs/promises' {
  export function readFile(path: string): Promise<Uint8Array>;
}
declare module 'node:url' {
  export function fileURLToPath(url: URL): string;
}
