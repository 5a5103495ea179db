/**
 * The generated Hub fixtures (scripts/make-hub-fixtures.ts), written to a temporary folder
 * and served by a local model host for the specs of one file. Call at the top of a spec
 * file: it registers the beforeAll/afterAll that start and stop them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { test } from '@playwright/test';

import { makeHubFixtures } from '../../scripts/make-hub-fixtures';
import { startModelHost, type ModelHost } from './model-host';

const nodeModules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/** Where a page with no bundler finds transformers.js and onnxruntime-web on the host. */
export const RUNTIME_PATHS = {
  transformers: '/transformers/',
  ort: '/ort/',
  ortCommon: '/ort-common/',
} as const;

export type FixtureHost = {
  /** The running host; read it inside a test (it is set by the beforeAll). */
  readonly host: ModelHost;
  /** The folder the fixture repositories were written to (`{owner}/{repo}/…`). */
  readonly folder: string;
};

/**
 * Serves the fixtures for this spec file; `withRuntime` also serves the runtime's own files
 * under RUNTIME_PATHS, for probes that load transformers.js into the page themselves.
 */
export function serveHubFixtures(options: { withRuntime?: boolean } = {}): FixtureHost {
  let folder: string | null = null;
  let host: ModelHost | null = null;
  test.beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hub-fixtures-'));
    await makeHubFixtures(folder);
    const staticDirs = options.withRuntime
      ? {
          [RUNTIME_PATHS.transformers]: join(nodeModules, '@huggingface/transformers/dist'),
          [RUNTIME_PATHS.ort]: join(nodeModules, 'onnxruntime-web/dist'),
          [RUNTIME_PATHS.ortCommon]: join(nodeModules, 'onnxruntime-common/dist/esm'),
        }
      : undefined;
    host = await startModelHost({ root: folder, staticDirs });
  });
  test.afterAll(async () => {
    await host?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  const notYet = () => new Error('The fixture host starts in beforeAll: read it inside a test.');
  return {
    get host() {
      if (!host) throw notYet();
      return host;
    },
    get folder() {
      if (!folder) throw notYet();
      return folder;
    },
  };
}
