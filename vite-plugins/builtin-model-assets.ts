import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { gzipCopy, precompressedMiddleware } from './precompressed';
import {
  BUILTIN_MODEL_DIR,
  BUILTIN_MODEL_FILES,
  BUILTIN_MODEL_NAME,
  MODEL_FILES_MANIFEST,
  SECOND_VIEW_FILES,
  SECOND_VIEW_MODEL_NAME,
  BUILTIN_ORT_FILES,
  HUB_ORT_FILES,
  ORT_WASM_ASSET_DIR,
  type ModelFilesManifest,
} from '../src/ml/worker/builtin/asset-paths';

/** URL path under the app's base → file on disk. */
type AssetMap = ReadonlyMap<string, string>;

function collectAssets(root: string): AssetMap {
  const assets = new Map<string, string>();
  // The built-in model is committed in the repository (models/, built by models:build).
  const modelDir = `${BUILTIN_MODEL_DIR}${BUILTIN_MODEL_NAME}/`;
  for (const name of BUILTIN_MODEL_FILES) assets.set(modelDir + name, join(root, modelDir, name));
  const secondViewDir = `${BUILTIN_MODEL_DIR}${SECOND_VIEW_MODEL_NAME}/`;
  for (const name of SECOND_VIEW_FILES) {
    assets.set(secondViewDir + name, join(root, secondViewDir, name));
  }
  // ONNX Runtime's binaries, the plain build (built-in tier) and the one with WebGPU (Hub
  // tier): served by the app, never from a CDN. Its package.json is not exported, but its
  // entry file sits in dist/ beside the binaries.
  const ortDir = dirname(createRequire(join(root, 'package.json')).resolve('onnxruntime-web'));
  for (const name of [...BUILTIN_ORT_FILES, ...HUB_ORT_FILES]) {
    assets.set(ORT_WASM_ASSET_DIR + name, join(ortDir, name));
  }
  return assets;
}

/** The Hub tier's runtime: cached when first used, not fetched on every first visit. */
const ON_DEMAND = new Set<string>(HUB_ORT_FILES.map((name) => ORT_WASM_ASSET_DIR + name));

/**
 * The service worker's list of model files (see MODEL_FILES_MANIFEST): what the built-in
 * tier needs offline and what is kept once used, hashed by content, with their sizes.
 */
function modelFilesManifest(assets: AssetMap): ModelFilesManifest {
  const hash = createHash('sha256');
  const offline: string[] = [];
  const onDemand: string[] = [];
  const sizes: Record<string, number> = {};
  for (const [path, file] of [...assets].sort(([a], [b]) => a.localeCompare(b))) {
    const bytes = readFileSync(file);
    hash.update(path).update(bytes);
    sizes[path] = bytes.length;
    (ON_DEMAND.has(path) ? onDemand : offline).push(path);
  }
  return { hash: hash.digest('hex').slice(0, 16), offline, onDemand, sizes };
}

function contentType(path: string): string {
  if (path.endsWith('.wasm')) return 'application/wasm'; // needed for instantiateStreaming
  if (path.endsWith('.json')) return 'application/json';
  if (path.endsWith('.mjs')) return 'text/javascript';
  return 'application/octet-stream';
}

/**
 * Ships the built-in model tier with the app, with no network: the models' files (from
 * models/) under `<base>models/multilingual-e5-small-zh-en/` and, for recall's second view,
 * `<base>models/use-multilingual-zh-en/`, and ONNX Runtime's wasm
 * binaries (from node_modules) under `<base>ort-wasm/`. `dev` serves them from disk;
 * `build` copies them into the output unhashed, as the worker asks for them by name, with
 * the list the service worker caches them by (MODEL_FILES_MANIFEST).
 */
export function builtinModelAssets(): Plugin {
  let assets: AssetMap = new Map();
  let isBuild = false;
  return {
    name: 'forethought:builtin-model-assets',
    configResolved(config) {
      assets = collectAssets(config.root);
      isBuild = config.command === 'build';
    },
    configureServer(server) {
      const { base, server: serverOptions } = server.config;
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        const file = pathname.startsWith(base)
          ? assets.get(pathname.slice(base.length))
          : undefined;
        if (file === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        // Vite sets its configured headers per middleware, so this one sets them too.
        for (const [name, value] of Object.entries(serverOptions.headers)) {
          if (value !== undefined) res.setHeader(name, value);
        }
        res.setHeader('Content-Type', contentType(file));
        res.setHeader('Content-Length', statSync(file).size);
        if (req.method === 'HEAD') {
          res.end();
          return;
        }
        createReadStream(file).pipe(res);
      });
    },
    configurePreviewServer(server) {
      const { base, root, build, preview } = server.config;
      const assetPath = (url: string) => {
        const pathname = new URL(url, 'http://localhost').pathname;
        const path = pathname.startsWith(base) ? pathname.slice(base.length) : null;
        return path !== null && assets.has(path) ? path : null;
      };
      // The build's gzip copies, as a static host serves them (precompressed.ts).
      server.middlewares.use(
        precompressedMiddleware(resolve(root, build.outDir), assetPath, contentType, {
          ...preview.headers,
        }),
      );
      // Otherwise the preview server compresses every response whose type it does not know,
      // and the model file has none: gzipping 44 MB on the fly made its download take seconds
      // even on loopback. Naming the type first lets the compression pass it by.
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (pathname.startsWith(base) && assets.has(pathname.slice(base.length))) {
          res.setHeader('Content-Type', contentType(pathname));
        }
        next();
      });
    },
    buildStart() {
      if (!isBuild) return;
      for (const [fileName, file] of assets) {
        const source = readFileSync(file);
        this.emitFile({ type: 'asset', fileName, source });
        const compressed = ON_DEMAND.has(fileName) ? null : gzipCopy(source);
        if (compressed)
          this.emitFile({ type: 'asset', fileName: `${fileName}.gz`, source: compressed });
      }
      this.emitFile({
        type: 'asset',
        fileName: MODEL_FILES_MANIFEST,
        source: JSON.stringify(modelFilesManifest(assets)),
      });
    },
  };
}
