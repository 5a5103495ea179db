import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { startModelHost } from '../../../e2e/support/model-host';
import type { HubModelSource } from '../args';

/** A model host the browser can load from, and how the report names it. */
export type ServedSource = {
  /** In the Hub's URL scheme, with a trailing slash (transformers.js's `env.remoteHost`). */
  url: string;
  /** "host URL" or "folder DIR (served on loopback)". */
  label: string;
  close(): Promise<void>;
};

/**
 * The source as a URL: a host as given, or a local folder served on loopback by the same
 * stand-in for the Hub the e2e specs use. A folder without the embedder is refused here,
 * before a browser starts, with the layout it should have.
 */
export async function serveModelSource(
  source: HubModelSource,
  embedder: string,
): Promise<ServedSource> {
  if (source.kind === 'host') {
    return { url: source.url, label: `host ${source.url}`, close: () => Promise.resolve() };
  }
  const root = resolve(source.path);
  const config = join(root, embedder, 'config.json');
  const found = await stat(config).catch(() => null);
  if (!found?.isFile()) {
    throw new Error(
      `--model-dir ${source.path} has no ${embedder}/config.json: the folder must hold the ` +
        `Hub layout, {owner}/{name}/config.json, tokenizer.json, onnx/model_quantized.onnx …`,
    );
  }
  const host = await startModelHost({ root });
  return { url: host.url, label: `folder ${root} (served on loopback)`, close: () => host.close() };
}
