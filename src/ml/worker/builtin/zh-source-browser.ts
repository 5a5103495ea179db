import { ZH_TABLE_ASSET_DIR } from './asset-paths';
import { parseZhTable, type ZhTable } from './zh-table';

async function fetchBytes(url: URL): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url.href}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/**
 * The Chinese token table fetched from the app's own origin (served and copied by
 * vite-plugins/builtin-model-assets.ts), so it needs no network beyond the app. `baseUrl`
 * as for createBrowserUseSource.
 */
export async function loadBrowserZhTable(baseUrl: URL | string): Promise<ZhTable> {
  const dir = new URL(ZH_TABLE_ASSET_DIR, baseUrl);
  const [table, vocab] = await Promise.all([
    fetchBytes(new URL('zh-table.bin', dir)),
    fetchBytes(new URL('zh-vocab.json', dir)),
  ]);
  return parseZhTable(table, JSON.parse(new TextDecoder().decode(vocab)) as unknown);
}
