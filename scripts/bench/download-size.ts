import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import {
  MODEL_FILES_MANIFEST,
  ORT_WASM_ASSET_DIR,
  type ModelFilesManifest,
} from '../../src/ml/worker/builtin/asset-paths';

const MB = 1_000_000;

/**
 * What the browser downloads for the built-in tier, from the build's list of model files
 * (the files the service worker fetches on install): the model's, then ONNX Runtime's.
 */
export function builtinDownloadLine(buildDir: string): string {
  const manifest = JSON.parse(
    readFileSync(join(buildDir, MODEL_FILES_MANIFEST), 'utf8'),
  ) as ModelFilesManifest;
  let model = 0;
  let runtime = 0;
  for (const path of manifest.offline) {
    const bytes = statSync(join(buildDir, path)).size;
    if (path.startsWith(ORT_WASM_ASSET_DIR)) runtime += bytes;
    else model += bytes;
  }
  return `Download: built-in model ${(model / MB).toFixed(1)} MB + ONNX Runtime ${(runtime / MB).toFixed(1)} MB (uncompressed; fetched once, then kept by the service worker)`;
}

/** The app shell's files, as the build injected them into the service worker's precache list. */
export function precachedFiles(serviceWorkerSource: string): string[] {
  return [...serviceWorkerSource.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
}

/**
 * What the service worker keeps for offline use, from the build's own lists: the app shell
 * it precaches (scripts, styles, the word bridge) and the built-in models with their runtime.
 * Uncompressed bytes; what a first visit downloads is measured (first-visit.ts).
 */
export function offlineCopyLine(buildDir: string): string {
  const sizeOf = (path: string) => statSync(join(buildDir, path)).size;
  const shellFiles = precachedFiles(readFileSync(join(buildDir, 'service-worker.js'), 'utf8'));
  const shell = shellFiles.reduce((sum, path) => sum + sizeOf(path), 0);
  const manifest = JSON.parse(
    readFileSync(join(buildDir, MODEL_FILES_MANIFEST), 'utf8'),
  ) as ModelFilesManifest;
  const models = manifest.offline.reduce((sum, path) => sum + sizeOf(path), 0);
  const bridge = shellFiles
    .filter((path) => path.includes('word-bridge'))
    .reduce((sum, path) => sum + sizeOf(path), 0);
  const bridgeNote =
    bridge > 0 ? `, the word bridge's ${(bridge / MB).toFixed(1)} MB among them` : '';
  const total = shell + models;
  return `Offline copy: ${(total / MB).toFixed(1)} MB = app shell ${(shell / MB).toFixed(1)} MB (${shellFiles.length} files${bridgeNote}) + built-in models and runtime ${(models / MB).toFixed(1)} MB (uncompressed)`;
}
