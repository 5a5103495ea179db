import { describe, expect, it } from 'vitest';

import { widenHalves } from './use-weights';

describe('widenHalves', () => {
  it('reads the halves one knows by heart', () => {
    const bits = Uint16Array.from([0x3c00, 0xc000, 0x0000, 0x8000, 0x7bff, 0x0001, 0x7c00, 0xfc00]);
    expect([...widenHalves(bits)]).toEqual([1, -2, 0, -0, 65504, 2 ** -24, Infinity, -Infinity]);
    expect(widenHalves(Uint16Array.from([0x7e00]))[0]).toBeNaN();
  });

  it('gives every one of the 65,536 halves the value the format defines', () => {
    const all = Uint16Array.from({ length: 0x10000 }, (_, h) => h);
    const widened = widenHalves(all);
    const mismatches = [...all].filter((h) => {
      const exponent = (h >> 10) & 0x1f;
      const fraction = h & 0x3ff;
      const magnitude =
        exponent === 0
          ? fraction * 2 ** -24
          : exponent === 31
            ? fraction === 0
              ? Infinity
              : NaN
            : (1024 + fraction) * 2 ** (exponent - 25);
      const value = h & 0x8000 ? -magnitude : magnitude;
      return !Object.is(Math.fround(value), widened[h]);
    });
    expect(mismatches).toEqual([]);
  });
});
