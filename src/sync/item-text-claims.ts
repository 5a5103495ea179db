import * as Y from 'yjs';

import type { HybridClock } from '../domain/sync/hybrid-clock';
import {
  CLAIMED_FIELDS,
  claimKey,
  claimsOf,
  isClaimKey,
  resolveRow,
} from '../domain/sync/text-claims';
import { sameJson, type Row } from './mirror-rows';

const CLAIMED: ReadonlySet<string> = new Set(CLAIMED_FIELDS);

/** An item's fields in the document, claims included. */
export function itemFields(fields: Y.Map<unknown>): Record<string, unknown> {
  return fields.toJSON();
}

/** Which way an item's text goes between the database and the document. */
export type TextWay = 'out' | 'in' | 'same';

/**
 * Which way the database's item text goes, against the document's fields for it:
 * - `out`: an edit the document has not taken in: numbered past the current text, or at its
 *   number with a text the document does not hold (made apart from the current one, stored
 *   while the mirror was not running);
 * - `in`: the document's text lands: the row is numbered below it (what the document holds
 *   has not landed yet) or holds a claim that lost to a later one (kept as a version);
 * - `same`: the text is the document's.
 */
export function textWay(row: Row, held: Readonly<Record<string, unknown>>): TextWay {
  const current = resolveRow(held);
  if (typeof row.version !== 'number') return 'in';
  const isAhead = typeof current.version !== 'number' || row.version > current.version;
  if (row.content === current.content && row.type === current.type) {
    return isAhead ? 'out' : 'same';
  }
  if (isAhead) return 'out';
  if (row.version < (current.version as number)) return 'in';
  // A text the document holds (a claim, or the row's own unstamped copy) came from it.
  const isHeld = [held, ...claimsOf(held)].some(
    (text) =>
      text.content === row.content && text.type === row.type && text.version === row.version,
  );
  return isHeld ? 'in' : 'out';
}

/**
 * Writes an item from the database into its map of fields. Fields other than the text
 * change one by one (Yjs settles the same field set on two devices). The text, type and
 * version move together, and only for an edit the document has not taken in: filed as a
 * claim, replacing the claims numbered below it (the ones it was made from) and stamped after
 * them, so an edit made after seeing another always wins over it; claims at its number or
 * past it were made apart from it and stay, to be ordered by their stamps. The row's own copy
 * of the text follows, for a reader that knows no claims. Returns whether the document's text
 * is now another than the row's (an edit that did not win, or a number past both): then
 * the document's text is to land in the database.
 */
export function writeItemFields(target: Y.Map<unknown>, row: Row, clock: HybridClock): boolean {
  const held = itemFields(target);
  const isNew = target.size === 0;
  const isEdit = !isNew && textWay(row, held) === 'out';
  for (const [field, value] of Object.entries(row)) {
    if (value === undefined || (CLAIMED.has(field) && !isNew && !isEdit)) continue;
    if (!sameJson(target.get(field), value)) target.set(field, value);
  }
  for (const field of [...target.keys()]) {
    if (!isClaimKey(field) && row[field] === undefined) target.delete(field);
  }
  if (isEdit) fileClaim(target, held, row, clock);
  const now = resolveRow(itemFields(target));
  return CLAIMED_FIELDS.some((field) => now[field] !== row[field]);
}

function fileClaim(
  target: Y.Map<unknown>,
  held: Readonly<Record<string, unknown>>,
  row: Row,
  clock: HybridClock,
): void {
  const version = row.version as number;
  const replaced = claimsOf(held).filter((claim) => claim.version < version);
  const madeAt = typeof row.updatedAt === 'number' ? row.updatedAt : undefined;
  const stamp = clock.nowAfter(replaced[0]?.stamp ?? null, madeAt);
  for (const claim of replaced) target.delete(claimKey(claim.stamp));
  const { content, type } = row;
  target.set(claimKey(stamp), { content, type, version, stamp });
}

/** Takes every claim the document holds into the clock, so later stamps come after them. */
export function receiveClaims(clock: HybridClock, fields: unknown): void {
  if (!(fields instanceof Y.Map)) return;
  for (const claim of claimsOf(itemFields(fields))) clock.receive(claim.stamp);
}
