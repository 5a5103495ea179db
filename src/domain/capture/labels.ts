import { ITEM_TYPES, type ItemType } from '../item';

/**
 * What the importance classifier may say of a sentence: one of the item types; `fact` (a
 * stable truth about the person: who they are, their people, diet, tools, preferences) or
 * `habit` (how they usually do things: routines, rules they live by); or none. Facts and
 * habits are proposed as semantic and procedural memories, never as prospective items.
 */
export const CAPTURE_LABELS = [...ITEM_TYPES, 'fact', 'habit', 'none'] as const;
export type CaptureLabel = ItemType | 'fact' | 'habit' | 'none';

/** The labels that are memories about the person, not items and not nothing. */
export type MemoryLabel = 'fact' | 'habit';

/**
 * The classifier's verdict on one text: its label and how sure it is (0–1). `text` is the
 * item's text when it is not the sentence as written: a leading label word the person typed
 * ("Idea:", "想法：") names the column, not the item, and is left out.
 */
export type Classification = { label: CaptureLabel; confidence: number; text?: string };

export function isCaptureLabel(value: string): value is CaptureLabel {
  return (CAPTURE_LABELS as readonly string[]).includes(value);
}

/**
 * Whether a label makes a prospective item. Code that offers items asks this rather than
 * "not none": a fact or a habit is something to remember about the person, not to do.
 */
export function isItemLabel(label: CaptureLabel): label is ItemType {
  return (ITEM_TYPES as readonly string[]).includes(label);
}

/** Whether a label is a fact or a habit: a memory about the person to propose for review. */
export function isMemoryLabel(label: CaptureLabel): label is MemoryLabel {
  return label === 'fact' || label === 'habit';
}
