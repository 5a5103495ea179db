// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { splitPartOf } from './split';

describe('the design / check split of flows', () => {
  it('puts a flow in the same part every time, by its id alone', () => {
    expect(splitPartOf('week-of-the-move')).toBe(splitPartOf('week-of-the-move'));
  });

  it('splits many ids roughly in half', () => {
    const ids = Array.from({ length: 400 }, (_, index) => `flow-${index}`);
    const design = ids.filter((id) => splitPartOf(id) === 'design').length;
    expect(design).toBeGreaterThan(160);
    expect(design).toBeLessThan(240);
  });
});
