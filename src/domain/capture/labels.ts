import { ITEM_TYPES, type ItemType } from '../item';

/** What the importance classifier may say of a sentence: one of the item types, or none. */
export const CAPTURE_LABELS = [...ITEM_TYPES, 'none'] as const;
export type CaptureLabel = ItemType | 'none';

/** The classifier's verdict on one text: its label and how sure it is (0–1). */
export type Classification = { label: CaptureLabel; confidence: number };

export function isCaptureLabel(value: string): value is CaptureLabel {
  return (CAPTURE_LABELS as readonly string[]).includes(value);
}
