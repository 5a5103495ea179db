import * as Y from 'yjs';

import type { HybridClock } from '../domain/sync/hybrid-clock';
import {
  CLAIMED_FIELDS,
  claimKey,
  claimsOf,
  isClaimKey,
  resolveRow,
} from '../domain/sync/text-claims';
import type { NumberedText } from './document-history';
import { sameJson, type Row } from './mirror-rows';

const CLAIMED: ReadonlySet<string> = new Set(CLAIMED_FIELDS);

/** An item's fields in the document, claims included. */
export function itemFields(fields: Y.Map<unknown>): Record<string, unknown> {
  return fields.toJSON();
}

/** Which way an item's text goes between the database and the document. */
export type TextWay = 'out' | 'in' | 'same';

/** Which texts the document keeps as earlier versions of its items (DocumentHistory). */
export type KeptTexts = {
  /** At the text's own number. */
  holds(itemId: string, text: NumberedText): boolean;
  /** At any number. */
  keeps(itemId: string, text: NumberedText): boolean;
};

function isSameText(a: NumberedText, b: NumberedText): boolean {
  return a.content === b.content && a.type === b.type && a.version === b.version;
}

/**
 * Which way the database's item text goes, against the document's fields for it:
 * - `out`: an edit the document has not taken in: numbered past the current text, or a text
 *   the document has never had, at whatever number (made apart from the current one: stored
 *   while the mirror was not running, or while the room's text moved on);
 * - `in`: the document's text lands: the row's text is one the document holds or kept as
 *   an earlier version (a copy the document has moved past, or a claim that lost);
 * - `same`: the text is the document's.
 */
export function textWay(
  row: Row,
  held: Readonly<Record<string, unknown>>,
  kept: KeptTexts,
): TextWay {
  const current = resolveRow(held);
  if (typeof row.version !== 'number') return 'in';
  const isAhead = typeof current.version !== 'number' || row.version > current.version;
  if (row.content === current.content && row.type === current.type) {
    return isAhead ? 'out' : 'same';
  }
  if (isAhead) return 'out';
  // A text the document holds (a claim, or the row's own unstamped copy) came from it.
  const isHeld = [held, ...claimsOf(held)].some((text) => isSameText(text, row));
  return isHeld || kept.holds(row.id, row) ? 'in' : 'out';
}

export type ItemWriting = {
  clock: HybridClock;
  /** The texts the document keeps as versions, those copied just before included. */
  kept: KeptTexts;
  /**
   * Whether the rows are what the database held at start (edits made while the mirror was not
   * running): their stamps come from when they were made, not from this clock's time.
   */
  isStart: boolean;
};

/**
 * Writes an item from the database into its map of fields. Fields other than the text
 * change one by one (Yjs settles the same field set on two devices). The text, type and
 * version move together, and only for an edit the document has not taken in: filed as a
 * claim (fileClaim). The row's own copy of the text follows, for a reader that knows no
 * claims. Returns whether the document's text is now another than the row's (an edit that
 * did not win, or a number past both): then the document's text is to land in the database.
 */
export function writeItemFields(target: Y.Map<unknown>, row: Row, writing: ItemWriting): boolean {
  const held = itemFields(target);
  const isNew = target.size === 0;
  const isEdit = !isNew && textWay(row, held, writing.kept) === 'out';
  for (const [field, value] of Object.entries(row)) {
    if (value === undefined || (CLAIMED.has(field) && !isNew && !isEdit)) continue;
    if (!sameJson(target.get(field), value)) target.set(field, value);
  }
  for (const field of [...target.keys()]) {
    if (!isClaimKey(field) && row[field] === undefined) target.delete(field);
  }
  if (isEdit) fileClaim(target, held, row, writing);
  const now = resolveRow(itemFields(target));
  return CLAIMED_FIELDS.some((field) => now[field] !== row[field]);
}

/**
 * Files an edit as a claim. It replaces the claims it was made from: numbered below it, and
 * their texts kept as earlier versions (the device wrote the text it edited as one, copied
 * just before; a claim it saw lose is kept by every device that read it). Those are deleted
 * and the edit is stamped after them, so an edit made after seeing another always wins over
 * it. A claim the edit was not made from (one that arrived while it was being made, or at
 * its number or past it) stays, to be ordered by the stamps: nothing is deleted that is kept
 * nowhere. An edit made with sight of the current text is stamped by the running clock; one
 * made apart (not numbered past the current text, or stored while the mirror was not
 * running) by when it was made, so the later of two edits made apart wins.
 */
function fileClaim(
  target: Y.Map<unknown>,
  held: Readonly<Record<string, unknown>>,
  row: Row,
  { clock, kept, isStart }: ItemWriting,
): void {
  const version = row.version as number;
  const replaced = claimsOf(held).filter(
    (claim) => claim.version < version && kept.keeps(row.id, claim),
  );
  const current = resolveRow(held);
  const isAhead = typeof current.version !== 'number' || version > current.version;
  const madeAt = typeof row.updatedAt === 'number' ? row.updatedAt : undefined;
  const seen = replaced[0]?.stamp ?? null;
  let stamp =
    (isStart || !isAhead) && madeAt !== undefined
      ? clock.madeAt(madeAt, seen)
      : clock.nowAfter(seen, madeAt);
  // A stamp is a claim's key: never file over another claim.
  while (target.has(claimKey(stamp))) stamp = clock.nowAfter(stamp);
  for (const claim of replaced) target.delete(claimKey(claim.stamp));
  const { content, type } = row;
  target.set(claimKey(stamp), { content, type, version, stamp });
}

/** Takes every claim the document holds into the clock, so later stamps come after them. */
export function receiveClaims(clock: HybridClock, fields: unknown): void {
  if (!(fields instanceof Y.Map)) return;
  for (const claim of claimsOf(itemFields(fields))) clock.receive(claim.stamp);
}
