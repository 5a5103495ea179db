import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { readSettings } from '../../db/settings-repo';
import { renderFeature, setupAppTests } from '../../test/render';
import { SettingsView } from './settings-view';

setupAppTests();

async function renderSettings() {
  renderFeature(<SettingsView assistantSection={null} dataSection={null} />);
  return screen.findByTestId('classifier-current');
}

describe('Settings: the classifier', () => {
  it('asks before downloading the in-browser model, and stores nothing when cancelled', async () => {
    const u = userEvent.setup();
    await renderSettings();
    await u.click(screen.getByRole('button', { name: 'Use it…' }));
    const dialog = screen.getByRole('dialog', { name: 'Download the classification model?' });
    // WASM or WebGPU ("auto"): the two file sizes bound the download.
    expect(dialog.textContent).toContain('about 483–786 MB, Apache-2.0');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await readSettings(getDb())).classifier).toBe('builtin');

    await u.click(screen.getByRole('button', { name: 'Use it…' }));
    await u.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(async () => expect((await readSettings(getDb())).classifier).toBe('browser-llm'));
    // The line follows the stored setting a render later: wait for it, not for the first one.
    await waitFor(() =>
      expect(screen.getByTestId('classifier-current').textContent).toContain(
        'onnx-community/Qwen2.5-0.5B-Instruct',
      ),
    );
  });

  it('refuses an endpoint that is not an address, naming the field, and stores nothing', async () => {
    const u = userEvent.setup();
    await renderSettings();
    const address = screen.getByLabelText('Endpoint address');
    await u.clear(address);
    await u.type(address, 'localhost:11434');
    await u.click(screen.getByRole('button', { name: 'Use it' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Enter an http:// or https:// address and a model name.');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toBe(alert.id);
    expect((await readSettings(getDb())).classifier).toBe('builtin');
  });

  it('uses a valid endpoint and model, and goes back to the built-in classifier', async () => {
    const u = userEvent.setup();
    await renderSettings();
    const address = screen.getByLabelText('Endpoint address');
    await u.clear(address);
    await u.type(address, 'http://localhost:1234/v1');
    await u.clear(screen.getByLabelText('Model name'));
    await u.type(screen.getByLabelText('Model name'), 'qwen2.5-7b-instruct');
    await u.click(screen.getByRole('button', { name: 'Use it' }));
    await waitFor(async () =>
      expect(await readSettings(getDb())).toMatchObject({
        classifier: 'endpoint',
        llmEndpoint: 'http://localhost:1234/v1',
        llmModel: 'qwen2.5-7b-instruct',
      }),
    );
    await u.click(
      await screen.findByRole('button', { name: 'Go back to the built-in classifier' }),
    );
    await waitFor(async () => expect((await readSettings(getDb())).classifier).toBe('builtin'));
  });
});
