// @vitest-environment node
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';

import { RUNTIME_START_MODEL } from './runtime-start';

describe('the model that starts the runtime early', () => {
  it('is a valid model ONNX Runtime loads and runs: its output is its input', async () => {
    const session = await ort.InferenceSession.create(RUNTIME_START_MODEL);
    try {
      expect(session.inputNames).toEqual(['x']);
      const { y } = await session.run({ x: new ort.Tensor('float32', Float32Array.of(0.25), [1]) });
      expect(Array.from(y?.data as Float32Array)).toEqual([0.25]);
    } finally {
      await session.release();
    }
  });
});
