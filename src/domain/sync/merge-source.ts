import type { MemoryRecord } from '../memory/memory-record';
import type { ConversationSource, JournalSource, Source, Turn } from '../source';

/**
 * A journal entry or a conversation that changed on two devices at once settles on one
 * device's row (sync/database-mirror.ts). What only the losing row held is added to the
 * winner rather than dropped: an entry's text corrected on both keeps the losing text as an
 * earlier revision; a chat continued on both keeps the turns of both, the losing side's
 * appended after the winner's. Returns the merged row, or null when the incoming row
 * already holds everything the local one did.
 */
export function mergeSource(local: Source, incoming: Source, now: number): Source | null {
  if (local.kind === 'journal' && incoming.kind === 'journal') {
    return mergeJournal(local, incoming, now);
  }
  if (local.kind === 'conversation' && incoming.kind === 'conversation') {
    return mergeConversation(local, incoming);
  }
  return null;
}

function mergeJournal(local: JournalSource, incoming: JournalSource, now: number) {
  const held = new Set([incoming.text, ...(incoming.revisions ?? []).map((r) => r.text)]);
  const missing = [...(local.revisions ?? [])].filter((revision) => !held.has(revision.text));
  if (!held.has(local.text) && !missing.some((revision) => revision.text === local.text)) {
    missing.push({ text: local.text, replacedAt: now });
  }
  if (missing.length === 0) return null;
  const revisions = [...(incoming.revisions ?? []), ...missing].sort(
    (a, b) => a.replacedAt - b.replacedAt,
  );
  return { ...incoming, revisions };
}

function turnKey(turn: Turn): string {
  return JSON.stringify([turn.speaker, turn.text, turn.at]);
}

function mergeConversation(local: ConversationSource, incoming: ConversationSource) {
  const held = new Set(incoming.turns.map(turnKey));
  const missing = local.turns.filter((turn) => !held.has(turnKey(turn)));
  if (missing.length === 0) return null;
  let next = incoming.turns.reduce((max, turn) => Math.max(max, turn.index), -1) + 1;
  const appended = missing.map((turn) => ({ ...turn, index: next++ }));
  return { ...incoming, turns: [...incoming.turns, ...appended] };
}

/**
 * A fact or habit edited on two devices at once: the losing text (and any earlier text only
 * the local row held) is kept among the winner's earlier texts. Null when nothing is missing.
 */
export function mergeMemory(
  local: MemoryRecord,
  incoming: MemoryRecord,
  now: number,
): MemoryRecord | null {
  const held = new Set([incoming.content, ...incoming.revisions.map((r) => r.content)]);
  const missing = local.revisions.filter((revision) => !held.has(revision.content));
  if (!held.has(local.content) && !missing.some((revision) => revision.content === local.content)) {
    missing.push({ content: local.content, replacedAt: now });
  }
  if (missing.length === 0) return null;
  const revisions = [...incoming.revisions, ...missing].sort((a, b) => a.replacedAt - b.replacedAt);
  return { ...incoming, revisions };
}
