import { afterEach, describe, expect, it, vi } from 'vitest';

class FakeWorker {
  static started: FakeWorker[] = [];
  terminated = false;
  posted: unknown[] = [];
  constructor() {
    FakeWorker.started.push(this);
  }
  addEventListener() {}
  removeEventListener() {}
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeWorker.started = [];
});

async function freshModule() {
  vi.stubGlobal('Worker', FakeWorker);
  return import('./worker-client');
}

describe('the ML worker before a reload into a new version', () => {
  it('is started once and shared', async () => {
    const { getMlClient } = await freshModule();
    expect(getMlClient()).toBe(getMlClient());
    expect(FakeWorker.started).toHaveLength(1);
  });

  it('is stopped, and a call made afterwards starts no other worker and waits', async () => {
    const { getMlClient, stopMlWorkerForReload } = await freshModule();
    getMlClient();
    stopMlWorkerForReload();
    expect(FakeWorker.started[0]?.terminated).toBe(true);

    const settled = vi.fn();
    getMlClient()
      .call('embed', { texts: ['a thought'] })
      .then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(FakeWorker.started).toHaveLength(1);
    expect(settled).not.toHaveBeenCalled();
  });
});
