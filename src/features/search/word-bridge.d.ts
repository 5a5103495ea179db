// Built at build time by vite-plugins/word-bridge.ts.
declare module 'virtual:word-bridge' {
  const bridge: import('../../domain/search/word-bridge').WordBridge;
  export default bridge;
}
