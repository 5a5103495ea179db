// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startModelHost, type ModelHost } from '../../../e2e/support/model-host';
import { isGeneratedFixture } from './fixture-check';

let root: string;
let host: ModelHost;

async function writeConfig(repo: string, config: Record<string, unknown>): Promise<void> {
  await mkdir(join(root, repo), { recursive: true });
  await writeFile(join(root, repo, 'config.json'), JSON.stringify(config));
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fixture-check-'));
  await writeConfig('fixture/tiny-embedder', { model_type: 'bert' });
  // A copy of a fixture under another name still carries the generator's notice.
  await writeConfig('acme/renamed', { _fixture: 'Generated test fixture', model_type: 'bert' });
  await writeConfig('acme/real-model', { model_type: 'bert', hidden_size: 384 });
  host = await startModelHost({ root });
});

afterAll(async () => {
  await host.close();
  await rm(root, { recursive: true, force: true });
});

describe('isGeneratedFixture', () => {
  it('knows the generator’s repositories by their owner', async () => {
    expect(await isGeneratedFixture(host.url, 'fixture/tiny-embedder')).toBe(true);
  });

  it('knows a renamed fixture by the notice in its config', async () => {
    expect(await isGeneratedFixture(host.url, 'acme/renamed')).toBe(true);
  });

  it('does not flag a config without the notice', async () => {
    expect(await isGeneratedFixture(host.url, 'acme/real-model')).toBe(false);
  });

  it('names the URL when the host has no such model', async () => {
    await expect(isGeneratedFixture(host.url, 'acme/missing')).rejects.toThrow(
      `The model host answered 404 for ${host.url}acme/missing/resolve/main/config.json`,
    );
  });
});
