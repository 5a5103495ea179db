import { describe, expect, it } from 'vitest';

import { predict, train } from './softmax-regression';

const options = { l2: 1e-4, iterations: 200, learningRate: 2 };
const x = (a: number, b: number) => Float32Array.from([a, b]);

describe('train', () => {
  it('learns a separable two-label problem', () => {
    const model = train([x(1, 0), x(0.9, 0.1), x(0, 1), x(0.1, 0.9)], [0, 0, 1, 1], 2, options);
    expect(predict(model, x(1, 0.2))).toBe(0);
    expect(predict(model, x(0.2, 1))).toBe(1);
  });

  it('ignores an example of weight zero and follows the heavier of two that disagree', () => {
    const xs = [x(1, 0), x(0, 1), x(1, 0)];
    const without = train(xs.slice(0, 2), [0, 1], 2, options);
    const zeroed = train(xs, [0, 1, 1], 2, options, [1, 1, 0]);
    expect(Array.from(zeroed.bias)).toEqual(Array.from(without.bias));
    const heavier = train(xs, [0, 1, 1], 2, options, [1, 1, 3]);
    expect(predict(heavier, x(1, 0))).toBe(1);
  });
});
