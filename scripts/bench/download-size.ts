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
