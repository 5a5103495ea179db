import { TEXT_LIMITS } from '../integrity/text-limits';
import { isItemType, type ItemType, type ItemVersion } from '../item';
import { compareStamps, readStamp, stampText, type Stamp } from './hybrid-clock';

/**
 * An item's text as one device set it, stamped by that device's hybrid clock. Each edit of an
 * item's text (or type) is filed in the synced row under a key of its own, and the edit
 * removes the claims its device had seen: so the claims a row holds are the edits nobody has
 * built on yet, made apart from each other. The latest stamp is current on every device,
 * whatever order the edits arrived in; the others are kept as earlier versions.
 */
export type TextClaim = { content: string; type: ItemType; version: number; stamp: Stamp };

/** The fields a claim carries; the row's own copy of them is the unstamped text. */
export const CLAIMED_FIELDS = ['content', 'type', 'version'] as const;

const CLAIM_PREFIX = 'text@';

export function claimKey(stamp: Stamp): string {
  return `${CLAIM_PREFIX}${stampText(stamp)}`;
}

export function isClaimKey(field: string): boolean {
  return field.startsWith(CLAIM_PREFIX);
}

/**
 * The highest version number a claim may carry. Each edit adds one, so no person reaches it;
 * a forged number past it would make every later edit look older than the room's text.
 */
export const MAX_CLAIMED_VERSION = 1_000_000_000;

/**
 * A claim read from untrusted data (anyone with the room's key can write one); null if not.
 * Its text is held to what an item's text may be (the backup's rule), so a claim that wins
 * always lands as a valid row, and a kept losing text is a valid version.
 */
export function readClaim(value: unknown): TextClaim | null {
  if (typeof value !== 'object' || value === null) return null;
  const { content, type, version, stamp } = value as Record<string, unknown>;
  const checked = readStamp(stamp);
  if (typeof content !== 'string' || content.trim() === '') return null;
  if (content.length > TEXT_LIMITS.item) return null;
  if (typeof type !== 'string' || !isItemType(type) || checked === null) return null;
  if (!Number.isSafeInteger(version) || (version as number) < 1) return null;
  if ((version as number) > MAX_CLAIMED_VERSION) return null;
  return { content, type, version: version as number, stamp: checked };
}

/**
 * The row's claims, latest first. Only a claim filed under its own stamp's key counts: so
 * each stamp names one claim, and deleting `claimKey(claim.stamp)` deletes the claim read.
 * Anything else under a claim key is passed over alike on every device.
 */
export function claimsOf(fields: Readonly<Record<string, unknown>>): TextClaim[] {
  const claims: TextClaim[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const claim = isClaimKey(field) ? readClaim(value) : null;
    if (claim && claimKey(claim.stamp) === field) claims.push(claim);
  }
  return claims.sort((a, b) => compareStamps(b.stamp, a.stamp));
}

/**
 * The row as the app stores it: its fields without the claims, the text and type of the
 * latest claim. The version is one past every claim's when several stand (each device's
 * own edits counted to the same numbers), so the next edit is numbered after all of them.
 * A row with no claim (written before stamps, or never edited) keeps its own text; so does
 * one whose own version is past every claim's (an edit by a device that stamps nothing,
 * made after it had read them).
 */
export function resolveRow(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (!isClaimKey(field)) row[field] = value;
  }
  const claims = claimsOf(fields);
  const [latest] = claims;
  if (latest === undefined) return row;
  const highest = Math.max(...claims.map((claim) => claim.version));
  if (typeof row.version === 'number' && row.version > highest) return row;
  row.content = latest.content;
  row.type = latest.type;
  row.version = claims.length > 1 ? highest + 1 : latest.version;
  return row;
}

/**
 * The claims whose text is not current: every claim but the latest, or every claim when the
 * row's own (unstamped) text stands past them (resolveRow). Each is kept as an earlier
 * version by every device that reads the row (lostClaimVersion).
 */
export function losingClaims(fields: Readonly<Record<string, unknown>>): TextClaim[] {
  const claims = claimsOf(fields);
  const [latest, ...others] = claims;
  if (latest === undefined) return [];
  const current = resolveRow(fields);
  const isLatestShown = current.content === latest.content && current.type === latest.type;
  return isLatestShown ? others : claims;
}

/** 32 bits of a string's hash (FNV-1a), from a seed. */
function hash32(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The id of the version that keeps a claim's text once a later claim won: the same on every
 * device that keeps it (every device that reads the row keeps it), so the room and every
 * history hold it once. UUID-shaped (version 8: derived, not random).
 */
export function lostClaimVersionId(itemId: string, claim: TextClaim): string {
  const key = `${itemId}|${stampText(claim.stamp)}`;
  const hex = [1, 2, 3, 4].map((seed) => hash32(key, seed).toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The rule named as the cause of a text kept because a later edit elsewhere won. */
export const LOST_TEXT_RULE = 'sync';

/**
 * The version keeping a claim that lost: made from the claim alone (its id, and as the time
 * it stopped being current the time it was made), so every device writes the same row.
 */
export function lostClaimVersion(itemId: string, claim: TextClaim): ItemVersion {
  return {
    id: lostClaimVersionId(itemId, claim),
    itemId,
    version: claim.version,
    content: claim.content,
    type: claim.type,
    supersededAt: claim.stamp.at,
    cause: { kind: 'rule', rule: LOST_TEXT_RULE },
  };
}
