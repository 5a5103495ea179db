import { describe, expect, it } from 'vitest';

import type { Stamp } from './hybrid-clock';
import {
  claimKey,
  claimsOf,
  LOST_TEXT_RULE,
  losingClaims,
  lostClaimVersion,
  lostClaimVersionId,
  MAX_CLAIMED_VERSION,
  resolveRow,
  type TextClaim,
} from './text-claims';

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

  it('passes over a claim filed under another key than its stamp’s', () => {
    const forged = claim('Forged', 2, 99);
    expect(resolveRow({ ...base, 'text@forged-key': forged })).toEqual(base);
    const real = claim('Call the bank today', 2, 10);
    const row = { ...fields(base, real), [claimKey(stamp(10, 'b'))]: forged };
    expect(claimsOf(row)).toEqual([real]);
  });

  it('passes over a claim whose text no item could hold', () => {
    const at = (n: number) => ({ ...stamp(n), device: `d${n}` });
    const bad = [
      { content: 'Forged', type: 'banana', version: 2, stamp: at(1) },
      { content: 'Forged', type: 'plan', version: 1e12, stamp: at(2) },
      { content: 'Forged', type: 'plan', version: MAX_CLAIMED_VERSION + 1, stamp: at(3) },
      { content: '   ', type: 'plan', version: 2, stamp: at(4) },
      { content: 'x'.repeat(100_000), type: 'plan', version: 2, stamp: at(5) },
    ];
    const row = Object.fromEntries(bad.map((c) => [claimKey(c.stamp), c]));
    expect(claimsOf({ ...base, ...row })).toEqual([]);
    expect(resolveRow({ ...base, ...row })).toEqual(base);
  });

  it('names every claim but the current one as lost', () => {
    const early = claim('Call the bank on Monday', 2, 10, 'z');
    const late = claim('Call the bank about the mortgage', 2, 20, 'a');
    expect(losingClaims(fields(base, early, late))).toEqual([early]);
    expect(losingClaims(fields(base, late))).toEqual([]);
    // An unstamped edit past every claim: every claim lost.
    const past = { ...base, content: 'Call them', version: 3 };
    expect(losingClaims(fields(past, early, late))).toEqual([late, early]);
  });

  it('keeps a lost claim as the same version wherever it is kept, from the claim alone', () => {
    const lost = claim('Call the bank on Monday', 2, 10);
    expect(lostClaimVersion('i1', lost)).toEqual({
      id: lostClaimVersionId('i1', lost),
      itemId: 'i1',
      version: 2,
      content: 'Call the bank on Monday',
      type: 'plan',
      supersededAt: 10,
      cause: { kind: 'rule', rule: LOST_TEXT_RULE },
    });
  });
});
