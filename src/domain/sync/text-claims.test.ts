import { describe, expect, it } from 'vitest';

import type { Stamp } from './hybrid-clock';
import { claimKey, lostClaimVersionId, resolveRow, type TextClaim } from './text-claims';

const stamp = (at: number, device = 'a'): Stamp => ({ at, count: 1, device });
const claim = (content: string, version: number, at: number, device = 'a'): TextClaim => ({
  content,
  type: 'plan',
  version,
  stamp: stamp(at, device),
});

function fields(plain: Record<string, unknown>, ...claims: TextClaim[]) {
  return {
    ...plain,
    ...Object.fromEntries(claims.map((c) => [claimKey(c.stamp), c])),
  };
}

const base = { id: 'i1', content: 'Call the bank', type: 'plan', version: 1, status: 'open' };

describe('an item’s stamped texts', () => {
  it('reads a row without claims as it is', () => {
    expect(resolveRow(base)).toEqual(base);
  });

  it('makes the latest claim current, numbered past every claim, without the claims', () => {
    const early = claim('Call the bank on Monday', 2, 10, 'z');
    const late = claim('Call the bank about the mortgage', 2, 20, 'a');
    const row = resolveRow(fields({ ...base, content: early.content, version: 2 }, early, late));
    expect(row).toEqual({ ...base, content: late.content, version: 3 });
  });

  it('gives a row with one claim that claim’s number', () => {
    const only = claim('Call the bank today', 2, 10);
    expect(resolveRow(fields(base, only))).toMatchObject({ content: only.content, version: 2 });
  });

  it('lets a later unstamped edit (numbered past every claim) stand', () => {
    const stamped = claim('Call the bank today', 2, 10);
    const row = resolveRow(fields({ ...base, content: 'Call them', version: 3 }, stamped));
    expect(row).toMatchObject({ content: 'Call them', version: 3 });
  });

  it('passes over a claim that is not one', () => {
    const row = resolveRow({ ...base, [claimKey(stamp(99))]: { content: 7, stamp: stamp(99) } });
    expect(row).toEqual(base);
  });

  it('names the version keeping a lost claim alike everywhere, one per claim', () => {
    const lost = claim('Call the bank on Monday', 2, 10);
    const id = lostClaimVersionId('i1', lost);
    expect(id).toBe(lostClaimVersionId('i1', { ...lost }));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(lostClaimVersionId('i1', claim('x', 2, 11))).not.toBe(id);
    expect(lostClaimVersionId('i2', lost)).not.toBe(id);
  });
});
