import { fileURLToPath } from 'node:url';

import type { HubModelLoaded } from '../../../bench/bench-api';
import type { Embedder } from '../../../src/ml/embedder';
import { launchBrowser, type BenchBrowser } from '../../bench/browser';
import { ensureBenchBuild } from '../../bench/build';
import { openBenchPage, type BenchPage } from '../../bench/bench-page';
import { startPreview, type BenchServer } from '../../bench/server';
import type { HubDevice } from '../args';

/** A real model may be downloading first (the default embedder is ~118 MB). */
const LOAD_TIMEOUT_MS = 10 * 60_000;
const EMBED_TIMEOUT_MS = 2 * 60_000;

export type HubSessionOptions = {
  remoteHost: string;
  embedder: string;
  device: HubDevice;
  isSwiftShader: boolean;
};

/** The app's ML worker in headless Chromium with a Hub embedder loaded. */
export type HubSession = {
  /** Embeds through the worker's `embed` call: the app's own Hub-tier code. */
  embedder: Embedder;
  loaded: HubModelLoaded;
  browserVersion: string;
  buildNote: string;
  close(): Promise<void>;
};

/** Chromium keeps WebGPU behind flags in headless mode; SwiftShader is its CPU adapter. */
function webGpuFlags(options: HubSessionOptions): string[] {
  if (options.device !== 'webgpu') return [];
  return [
    '--enable-unsafe-webgpu',
    ...(options.isSwiftShader ? ['--use-webgpu-adapter=swiftshader'] : []),
  ];
}

/**
 * The bench's plumbing, reused: the bench build (the app plus bench/index.html), served by
 * `vite preview` with the app's COOP/COEP headers, in the e2e specs' Chromium. The bench
 * page loads the embedder in the real worker, as Settings → Models does.
 */
export async function openHubSession(
  options: HubSessionOptions,
  progress: (what: string) => void,
): Promise<HubSession> {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  progress('checking the bench build (the app with its bench page)');
  const buildNote = await ensureBenchBuild(root, false);
  let server: BenchServer | null = null;
  let browser: BenchBrowser | null = null;
  const close = async () => {
    await browser?.close();
    await server?.close();
  };
  try {
    server = await startPreview(root);
    browser = await launchBrowser(webGpuFlags(options));
    const page = await openBenchPage(browser.context, server.url);
    progress(`loading ${options.embedder} on ${options.device} in the app's ML worker`);
    const loaded = await page.call(
      'hub-model-load',
      { embedder: options.embedder, remoteHost: options.remoteHost, device: options.device },
      LOAD_TIMEOUT_MS,
    );
    return {
      embedder: pageEmbedder(page, loaded),
      loaded,
      browserVersion: browser.version,
      buildNote,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function pageEmbedder(page: BenchPage, loaded: HubModelLoaded): Embedder {
  return {
    modelId: loaded.modelId,
    dims: loaded.dims,
    async embed(texts) {
      const { vectors } = await page.call('model-embed', { texts: [...texts] }, EMBED_TIMEOUT_MS);
      return vectors.map((row) => Float32Array.from(row));
    },
    // The session owns the page; closing it ends the worker.
    dispose: () => undefined,
  };
}
