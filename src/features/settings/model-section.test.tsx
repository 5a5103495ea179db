import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '../../db/database';
import { readSettings } from '../../db/settings-repo';
import { setModelState } from '../../stores/model-store';
import { renderFeature, setupAppTests } from '../../test/render';
import { SettingsView } from './settings-view';

setupAppTests();

async function renderModels() {
  renderFeature(<SettingsView assistantSection={null} dataSection={null} />);
  return screen.findByRole('region', { name: 'Models' });
}

describe('Settings: the models, in plain words', () => {
  it('says what each choice gains, costs and scored, and where the scores come from', async () => {
    const models = await renderModels();
    const builtin = within(models).getByRole('region', { name: 'Built in: English and Chinese' });
    expect(builtin.textContent).toContain('multilingual-e5-small');
    expect(builtin.textContent).toContain('Universal Sentence Encoder as a second view');
    expect(builtin.textContent).toContain('about 71 MB');
    expect(builtin.textContent).toContain(
      '81.8% of English drafts, 95.2% of Chinese ones, 63.6% across',
    );
    expect(builtin.textContent).toContain('In use');

    const hub = within(models).getByRole('region', { name: 'Multilingual: about 100 languages' });
    expect(hub.textContent).toContain('about 397 MB (118 MB model, 279 MB re-ranker)');
    expect(hub.textContent).toContain('63.6% of drafts across the two languages, 85.7% of Chinese');
    expect(hub.textContent).toContain('The re-ranker has not been measured.');
    expect(models.textContent).toContain('measured by npm run eval on the project’s dev sets');
  });

  it('says so when the built-in tier runs without its second view, and not when it has it', async () => {
    setModelState({ phase: 'ready', tier: 'builtin', secondViewId: null });
    const models = await renderModels();
    expect(within(models).getByRole('status').textContent).toContain(
      'The second built-in model did not load',
    );
    act(() => setModelState({ secondViewId: 'use-m3-zh-en-q4@1' }));
    // Read afresh: the view may have drawn the section again (its settings read) meanwhile.
    await waitFor(() => {
      const shown = screen.getByRole('region', { name: 'Models' });
      expect(within(shown).getByTestId('model-current').dataset.secondView).toBe(
        'use-m3-zh-en-q4@1',
      );
      expect(shown.textContent).not.toContain('The second built-in model did not load');
    });
    act(() => setModelState({ phase: 'idle', tier: null, secondViewId: null }));
  });

  it('folds the model source, the processor and the thresholds under Advanced', async () => {
    const models = await renderModels();
    const advanced = within(models).getByTestId('models-advanced');
    expect(advanced.hasAttribute('open')).toBe(false);
    expect(within(advanced).getByLabelText('Run on')).toBeTruthy();
    expect(within(advanced).getByLabelText('Embedding model (Hub id)')).toBeTruthy();
    expect(within(advanced).getByRole('button', { name: 'Save thresholds' })).toBeTruthy();
    expect(advanced.textContent).toContain('items are found by meaning alone');
    expect(advanced.textContent).not.toContain('the panel stays empty');
  });

  it('downloads the multilingual models only after the person agrees', async () => {
    const u = userEvent.setup();
    const models = await renderModels();
    await u.click(within(models).getByRole('button', { name: 'Use the multilingual models…' }));
    const dialog = screen.getByRole('dialog', { name: 'Download the multilingual models?' });
    expect(dialog.textContent).toContain('about 118 MB, MIT');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await readSettings(getDb())).modelTier).toBe('builtin');

    await u.click(within(models).getByRole('button', { name: 'Use the multilingual models…' }));
    await u.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(async () => expect((await readSettings(getDb())).modelTier).toBe('hub'));
    const hub = await within(models).findByRole('region', {
      name: 'Multilingual: about 100 languages',
    });
    await waitFor(() => expect(hub.textContent).toContain('In use'));
    expect(
      within(models).getByRole('button', { name: 'Go back to the built-in model' }),
    ).toBeTruthy();
  });
});
