import * as ort from 'onnxruntime-web/wasm';

import type { Embedder } from '../../embedder';
import { ortThreads, ORT_SESSION_OPTIONS } from '../ort-options';
import type { StageTimer } from '../load-stages';
import {
  BUILTIN_MODEL_DIR,
  BUILTIN_MODEL_NAME,
  BUILTIN_ORT_FILES,
  ORT_WASM_ASSET_DIR,
} from './asset-paths';
import { createE5Forward, hiddenSizeOf, sessionEncoder } from './e5-forward';
import { createE5Embedder } from './e5-embedder';
import { createE5Tokenizer } from './e5-tokenizer';
import { parseLanguageMeans } from './language-centring';
import { createModelFileReader, readWithProgress } from './model-files';
import { RUNTIME_START_MODEL } from './runtime-start';

/**
 * The built-in embedder from the app's own origin (the build copies models/ into it; the
 * service worker keeps the files for offline use), on ONNX Runtime's plain WebAssembly
 * build — not through transformers.js, whose runtime is the 27 MB build with WebGPU (the
 * Hub tier's). The runtime starts while the files are read (runtime-start.ts), the session
 * is built from the model's bytes, and each part is timed (`timer`), for the bench's
 * start-up rows. `threads`: the runtime's (one per worker: the bulk runtime has its own).
 */
export async function loadBrowserBuiltinEmbedder(
  appBase: URL,
  timer: StageTimer,
  onProgress: (loaded: number, total: number) => void = () => {},
  threads: number = ortThreads(),
): Promise<Embedder> {
  configureBuiltinRuntime(appBase, threads);
  const files = createModelFileReader(appBase);
  const modelDir = new URL(`${BUILTIN_MODEL_DIR}${BUILTIN_MODEL_NAME}/`, appBase);
  const json = async (name: string): Promise<unknown> =>
    (await files.read(new URL(name, modelDir))).json() as Promise<unknown>;
  const runtime = timer.time('runtime', async () => {
    await (await ort.InferenceSession.create(RUNTIME_START_MODEL)).release();
  });
  const modelBytes = timer.time('model file', async () => {
    const url = new URL('onnx/model_quantized.onnx', modelDir);
    const [response, total] = await Promise.all([files.read(url), files.sizeOf(url)]);
    // The first visit's 44 MB, with the progress the panel shows; total from the manifest,
    // since a compressed download's length is not the model's.
    return readWithProgress(response, (loaded) => {
      if (total !== null) onProgress(loaded, total);
    });
  });
  const session = Promise.all([modelBytes, runtime]).then(([bytes]) =>
    timer.time('session', () => ort.InferenceSession.create(bytes, BUILTIN_SESSION_OPTIONS)),
  );
  try {
    const [tokenizer, centering, config] = await Promise.all([
      timer.time('tokenizer', async () => {
        const [tokenizerJson, tokenizerConfig] = await Promise.all([
          json('tokenizer.json'),
          json('tokenizer_config.json'),
        ]);
        return createE5Tokenizer(tokenizerJson, tokenizerConfig);
      }),
      json('centering.json'),
      json('config.json'),
      session,
    ]);
    const loaded = await session;
    const forward = createE5Forward(tokenizer, sessionEncoder(ort, loaded));
    const means = parseLanguageMeans(centering, hiddenSizeOf(config));
    return await timer.time('first pass', () =>
      createE5Embedder(forward, means, () => void loaded.release()),
    );
  } catch (error) {
    // A load that failed past the session frees it: the worker stays and may load again.
    void session.then((loaded) => loaded.release()).catch(() => undefined);
    throw error;
  }
}

/**
 * The model file was optimised when it was built (scripts/models/e5_preoptimise.py: the
 * same fusions ONNX Runtime would make here, saved), so the session skips that step.
 */
const BUILTIN_SESSION_OPTIONS = {
  ...ORT_SESSION_OPTIONS,
  graphOptimizationLevel: 'disabled',
} as const;

/** This module's own ONNX Runtime (not transformers.js's): its binaries and threads. */
function configureBuiltinRuntime(appBase: URL, threads: number): void {
  const [mjs, wasm] = BUILTIN_ORT_FILES;
  const ortBase = new URL(ORT_WASM_ASSET_DIR, appBase);
  ort.env.wasm.wasmPaths = { mjs: new URL(mjs, ortBase).href, wasm: new URL(wasm, ortBase).href };
  ort.env.wasm.numThreads = threads;
}
