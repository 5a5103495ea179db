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

/**
 * Whether the database's item is an edit the document has not seen: numbered past the text
 * the document holds as current. A row at or below it, with another text, is behind (what
 * the document holds has not landed yet) or lost to a later edit: the document's text lands
 * over it (land-rows.ts keeps it as a version), it is never sent as new.
 */
export function isNewerText(row: Row, held: Readonly<Record<string, unknown>>): boolean {
  const current = resolveRow(held);
  if (typeof row.version !== 'number') return false;
  return typeof current.version !== 'number' || row.version > current.version;
}

/**
 * Writes an item from the database into its map of fields. Fields other than the text
 * change one by one (Yjs settles the same field set on two devices). The text, type and
 * version move together, and only for an edit the document has not seen: filed as a claim
 * stamped after every claim it replaces (so an edit made after seeing another always wins
 * over it), and those claims removed; the row's own copy follows, for the unstamped reader.
 */
export function writeItemFields(target: Y.Map<unknown>, row: Row, clock: HybridClock): void {
  const held = itemFields(target);
  const isNew = target.size === 0;
  const isEdit = !isNew && isNewerText(row, held);
  for (const [field, value] of Object.entries(row)) {
    if (value === undefined || (CLAIMED.has(field) && !isNew && !isEdit)) continue;
    if (!sameJson(target.get(field), value)) target.set(field, value);
  }
  for (const field of [...target.keys()]) {
    if (!isClaimKey(field) && row[field] === undefined) target.delete(field);
  }
  if (!isEdit) return;
  const replaced = claimsOf(held);
  const madeAt = typeof row.updatedAt === 'number' ? row.updatedAt : undefined;
  const stamp = clock.nowAfter(replaced[0]?.stamp ?? null, madeAt);
  for (const field of Object.keys(held)) {
    if (isClaimKey(field)) target.delete(field);
  }
  const { content, type, version } = row;
  target.set(claimKey(stamp), { content, type, version, stamp });
}

/** Takes every claim the document holds into the clock, so later stamps come after them. */
export function receiveClaims(clock: HybridClock, fields: unknown): void {
  if (!(fields instanceof Y.Map)) return;
  for (const claim of claimsOf(itemFields(fields))) clock.receive(claim.stamp);
}
