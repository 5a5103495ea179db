import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, expect, it } from 'vitest';

import { setModelState, useModelStore } from '../stores/model-store';
import { renderFeature, setupAppTests } from '../test/render';
import { ModelDownloadNote, ModelStatus } from './model-status';

setupAppTests();

afterEach(() => {
  useModelStore.setState(useModelStore.getInitialState(), true);
});

it('says nothing when recall runs on the chosen models', () => {
  setModelState({ phase: 'ready', tier: 'hub' });
  renderFeature(<ModelDownloadNote />);
  expect(screen.queryByTestId('model-download-note')).toBeNull();
});

it('while the Hub models download, says the built-in model answers, with the progress', () => {
  setModelState({ phase: 'ready', tier: 'builtin', isAwaitingChosen: true, loaded: 0, total: 0 });
  renderFeature(<ModelDownloadNote />);
  const note = screen.getByTestId('model-download-note');
  expect(note.textContent).toBe(
    'The multilingual models are still downloading. Until they are ready, recall uses the built-in model.',
  );
  act(() => setModelState({ loaded: 30, total: 120 }));
  expect(note.textContent).toContain('still downloading (25% downloaded)');
  expect(screen.getByRole('progressbar')).toHaveProperty('value', 30);
  act(() => setModelState({ tier: 'hub', isAwaitingChosen: false }));
  expect(screen.queryByTestId('model-download-note')).toBeNull();
});

it('says so in Chinese too', async () => {
  await i18next.changeLanguage('zh-CN');
  try {
    setModelState({ phase: 'ready', tier: 'builtin', isAwaitingChosen: true, loaded: 1, total: 2 });
    renderFeature(<ModelDownloadNote />);
    expect(screen.getByTestId('model-download-note').textContent).toBe(
      '多语言模型仍在下载（已下载 50%）。在它们就绪之前，召回使用内置模型。',
    );
  } finally {
    await i18next.changeLanguage('en');
  }
});

it('names the models loaded before when another Hub model is the one loading', () => {
  setModelState({ phase: 'ready', tier: 'hub', isAwaitingChosen: true, loaded: 0, total: 0 });
  renderFeature(<ModelDownloadNote />);
  expect(screen.getByTestId('model-download-note').textContent).toContain(
    'recall uses the models loaded before',
  );
});

it('says how many past messages are still being indexed, items first, and then nothing', () => {
  setModelState({ phase: 'ready', pendingEmbeds: 3, pendingEpisodes: 1200 });
  renderFeature(<ModelStatus />);
  expect(screen.getByRole('status').textContent).toBe('Indexing 3 items in the background…');
  act(() => setModelState({ pendingEmbeds: 0 }));
  expect(screen.getByTestId('episode-indexing').textContent).toBe(
    'Indexing past conversations in the background: 1200 messages and entries left…',
  );
  act(() => setModelState({ pendingEpisodes: 0 }));
  expect(screen.queryByRole('status')).toBeNull();
});
