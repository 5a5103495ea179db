import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, expect, it, vi } from 'vitest';

import { setModelState, setRecallSyncControl, useModelStore } from '../stores/model-store';
import { renderFeature, setupAppTests } from '../test/render';
import { ModelFallbackNotice } from './model-fallback-notice';

setupAppTests();

afterEach(() => {
  setRecallSyncControl(null);
  useModelStore.setState(useModelStore.getInitialState(), true);
});

const HOST = 'http://127.0.0.1:9/';

it('says nothing while recall runs on the chosen models', () => {
  renderFeature(<ModelFallbackNotice />);
  expect(screen.queryByTestId('model-fallback')).toBeNull();
});

it('says why the built-in model stands in, and retries or goes back on request', async () => {
  const retry = vi.fn(() => Promise.resolve());
  setRecallSyncControl({ retry, pause: () => Promise.resolve(() => undefined) });
  setModelState({
    phase: 'ready',
    fallback: { kind: 'unreachable', host: HOST, detail: 'Failed to fetch' },
  });
  const onUseBuiltin = vi.fn();
  renderFeature(<ModelFallbackNotice onUseBuiltin={onUseBuiltin} />);

  const notice = screen.getByTestId('model-fallback');
  expect(notice.textContent).toContain(`${HOST} could not be reached`);
  expect(notice.textContent).toContain('Recall uses the built-in model meanwhile.');
  expect(notice.textContent).toContain('Details: Failed to fetch');
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
  await u.click(screen.getByRole('button', { name: 'Go back to the built-in model' }));
  expect(onUseBuiltin).toHaveBeenCalledTimes(1);
});

it('speaks Chinese in a Chinese UI, and cannot retry while a retry is loading', async () => {
  await i18next.changeLanguage('zh-CN');
  setModelState({
    phase: 'loading',
    fallback: { kind: 'not-found', host: HOST, detail: 'Could not locate file' },
  });
  renderFeature(<ModelFallbackNotice />);

  expect(screen.getByTestId('model-fallback').textContent).toContain(`${HOST} 上没有它们的文件`);
  expect(screen.getByRole('button', { name: '重试' }).hasAttribute('disabled')).toBe(true);
  expect(screen.queryByRole('button', { name: '回到内置模型' })).toBeNull();
});
