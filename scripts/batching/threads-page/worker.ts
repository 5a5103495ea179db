// The built-in encoder on ONNX Runtime's WebAssembly build with N threads and the app's
// session options (ORT_SESSION_OPTIONS: no spinning): one 16-token query at a time
// (latency), then 64 texts of 20 tokens one a pass and in batches of 8 and 32 (throughput,
// best of three rounds). threads.ts bundles it (with the runtime) and serves it.
import * as ort from 'onnxruntime-web/wasm';

import { ORT_SESSION_OPTIONS } from '../../../src/ml/worker/ort-options';
import { encoderFeeds } from '../encoder-feeds';

onmessage = async ({ data: { threads } }: MessageEvent<{ threads: number }>) => {
  ort.env.wasm.numThreads = threads;
  ort.env.wasm.wasmPaths = '/ort/';
  const bytes = new Uint8Array(await (await fetch('/model/model_quantized.onnx')).arrayBuffer());
  const session = await ort.InferenceSession.create(bytes, {
    executionProviders: ['wasm'],
    graphOptimizationLevel: 'disabled',
    ...ORT_SESSION_OPTIONS,
  });
  let seed = 1;
  const nextId = () => 5 + ((seed = (seed * 16_807) % 2_147_483_647) % 90_000);
  // Untimed passes first: the runtime's code is optimised while it runs (V8's tiers).
  for (let i = 0; i < 60; i += 1)
    await session.run(encoderFeeds([Array.from({ length: 16 }, nextId)], 16));
  const latencies: number[] = [];
  for (let i = 0; i < 130; i += 1) {
    const row = Array.from({ length: 16 }, nextId);
    const started = performance.now();
    await session.run(encoderFeeds([row], 16));
    if (i >= 10) latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20)); // drafts come apart
  }
  latencies.sort((a, b) => a - b);
  const rows = Array.from({ length: 64 }, () => Array.from({ length: 20 }, nextId));
  const perSecond: Record<number, number> = {};
  for (const batch of [1, 8, 32]) {
    let best = Infinity;
    for (let round = 0; round < 3; round += 1) {
      const started = performance.now();
      for (let i = 0; i < rows.length; i += batch)
        await session.run(encoderFeeds(rows.slice(i, i + batch), 20));
      best = Math.min(best, performance.now() - started);
    }
    perSecond[batch] = Math.round((rows.length / best) * 1000);
  }
  postMessage({
    isolated: self.crossOriginIsolated,
    queryMedianMs: latencies[Math.floor(latencies.length / 2)],
    queryP95Ms: latencies[Math.floor(latencies.length * 0.95)],
    perSecond,
  });
};
