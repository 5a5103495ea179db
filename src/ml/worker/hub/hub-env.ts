import { env, type ProgressInfo } from '@huggingface/transformers';

import { HUB_ORT_FILES, ORT_WASM_ASSET_DIR } from '../builtin/asset-paths';
import { ortThreads } from '../ort-options';
import type { HandlerContext } from '../handlers';

/**
 * Points transformers.js at the model host the person chose (the Hub, or their mirror) and
 * at the ONNX Runtime binaries the app serves itself, so no CDN is ever asked. Downloaded
 * files go to the browser's Cache Storage: after the first load the tier works offline.
 */
export function configureHub(remoteHost: string, appBase: URL): void {
  env.allowLocalModels = false;
  env.allowRemoteModels = true;
  env.useBrowserCache = true;
  env.remoteHost = remoteHost.endsWith('/') ? remoteHost : `${remoteHost}/`;
  configureOrtWasm(appBase);
}

/**
 * Model files never go through the browser's HTTP cache: the service worker's cache (the
 * built-in model) and transformers.js's (Hub downloads) keep them already, and Chromium
 * fails one of two concurrent downloads of the same large file into its HTTP cache
 * (ERR_CACHE_WRITE_FAILURE), as happens on the first visit, when the service worker warms
 * its cache while this worker loads the model.
 */
function fetchUncached(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  return fetch(input, { ...init, cache: 'no-store' });
}

/**
 * transformers.js's ONNX Runtime (the Hub tier's: the build with WebGPU) from the app's own
 * origin, with ortThreads() threads. The built-in tier runs its own, plain build
 * (builtin/e5-source-browser.ts).
 */
export function configureOrtWasm(appBase: URL): void {
  env.fetch = fetchUncached;
  const [mjs, wasm] = HUB_ORT_FILES;
  const ortBase = new URL(ORT_WASM_ASSET_DIR, appBase);
  const wasmEnv = env.backends.onnx.wasm;
  if (!wasmEnv) return;
  wasmEnv.wasmPaths = { mjs: new URL(mjs, ortBase).href, wasm: new URL(wasm, ortBase).href };
  wasmEnv.numThreads = ortThreads();
}

/** Forwards transformers.js's aggregate download progress as the worker's event. */
export function progressReporter(emit: HandlerContext['emit']): (info: ProgressInfo) => void {
  return (info) => {
    if (info.status === 'progress_total') {
      emit('model-progress', { stage: 'fetching', loaded: info.loaded, total: info.total });
    }
  };
}

export type HubDevice = 'webgpu' | 'wasm';

/** What this worker's WebGPU offers: an adapter at all, and fp16 shaders on it. */
export type GpuProbe = { device: HubDevice; hasShaderF16: boolean };

let probed: Promise<GpuProbe> | null = null;

/** WebGPU when an adapter is there, WASM otherwise; probed once per worker. */
export function probeGpu(): Promise<GpuProbe> {
  probed ??= (async (): Promise<GpuProbe> => {
    const none: GpuProbe = { device: 'wasm', hasShaderF16: false };
    // Not every browser (nor every worker) has WebGPU.
    if (!('gpu' in navigator)) return none;
    try {
      // Typed narrowly: not every TypeScript lib this file is checked under declares WebGPU.
      const gpu = (navigator as unknown as { gpu: { requestAdapter(): Promise<unknown> } }).gpu;
      const adapter = (await gpu.requestAdapter()) as { features?: Set<string> } | null;
      if (!adapter) return none;
      return { device: 'webgpu', hasShaderF16: adapter.features?.has('shader-f16') ?? false };
    } catch {
      return none;
    }
  })();
  return probed;
}

/** The device probeGpu found: WebGPU with an adapter, else WASM. */
export async function probeDevice(): Promise<HubDevice> {
  return (await probeGpu()).device;
}
