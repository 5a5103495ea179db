import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

import { setModelState, useModelStore } from '../../stores/model-store';
import { renderFeature, setupAppTests } from '../../test/render';
import { RecallPanel } from './recall-panel';

setupAppTests();

afterEach(() => {
  useModelStore.setState(useModelStore.getInitialState(), true);
});

const panel = (hasDraft: boolean) => (
  <RecallPanel
    result={null}
    hiddenIds={[]}
    isIncludingInactive={false}
    isWithTurns={false}
    hasDraft={hasDraft}
  />
);

it('says recall is starting up when a draft waits for the model, not to start typing', () => {
  setModelState({ phase: 'loading' });
  renderFeature(panel(true));
  expect(screen.getByTestId('recall-warming-up').textContent).toBe(
    'Recall is still starting up: your draft will be read in a moment.',
  );
  expect(screen.queryByText('Start typing to see related plans, ideas and questions.')).toBeNull();
  act(() => setModelState({ phase: 'ready' }));
  expect(screen.queryByTestId('recall-warming-up')).toBeNull();
});

it('asks to start typing while nothing is written, loaded or not', () => {
  setModelState({ phase: 'loading' });
  renderFeature(panel(false));
  expect(screen.getByText('Start typing to see related plans, ideas and questions.')).toBeTruthy();
  expect(screen.queryByTestId('recall-warming-up')).toBeNull();
});
