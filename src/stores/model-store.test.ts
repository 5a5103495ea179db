import { beforeEach, expect, it } from 'vitest';

import { setModelState, useModelStore, whenIndexSettled } from './model-store';

beforeEach(() => useModelStore.setState(useModelStore.getInitialState(), true));

async function isSettledYet(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

it('waits while the model and index load, and resolves once they are ready', async () => {
  const waiting = whenIndexSettled();
  setModelState({ phase: 'loading' });
  expect(await isSettledYet(waiting)).toBe(false);
  setModelState({ phase: 'ready' });
  expect(await isSettledYet(waiting)).toBe(true);
});

it('resolves when loading failed, and at once when already ready', async () => {
  const waiting = whenIndexSettled();
  setModelState({ phase: 'failed', error: 'no WebGPU' });
  expect(await isSettledYet(waiting)).toBe(true);
  setModelState({ phase: 'ready' });
  expect(await isSettledYet(whenIndexSettled())).toBe(true);
});
