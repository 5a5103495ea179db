import { describe, expect, it } from 'vitest';

import { ITEM_TYPES } from '../item';
import { CAPTURE_LABELS, isCaptureLabel, isItemLabel, isMemoryLabel } from './labels';

describe('capture labels', () => {
  it('lists the item types, then fact and habit, then none', () => {
    expect(CAPTURE_LABELS).toEqual([...ITEM_TYPES, 'fact', 'habit', 'none']);
    expect(isCaptureLabel('habit')).toBe(true);
    expect(isCaptureLabel('routine')).toBe(false);
  });

  it('calls only the five item types item labels: a fact, a habit or none is no item', () => {
    expect(CAPTURE_LABELS.filter(isItemLabel)).toEqual([...ITEM_TYPES]);
    expect(isItemLabel('fact')).toBe(false);
    expect(isItemLabel('habit')).toBe(false);
    expect(isItemLabel('none')).toBe(false);
  });

  it('calls fact and habit, and nothing else, memory labels', () => {
    expect(CAPTURE_LABELS.filter(isMemoryLabel)).toEqual(['fact', 'habit']);
  });
});
