import type { ForethoughtDb } from '../db/database';
import {
  acceptProposal,
  addOwnMemory,
  archiveMemoryRow,
  editMemoryText,
  proposeMemories,
  rejectProposal,
  supersedeMemory,
} from '../db/memories-repo';
import { MEMORY_KINDS } from '../domain/memory/memory-record';
import { nth, type PersonAction } from './person-actions';

/** A generated action on facts and habits, through the app's repository (others: no-op). */
export async function applyMemoryAction(db: ForethoughtDb, action: PersonAction, now: number) {
  const memories = await db.memories.toArray();
  const episodes = await db.episodes.toArray();
  const target = 'pick' in action ? nth(memories, action.pick) : undefined;
  const reconsiderText = (older: string) => `Reconsider: ${older}`;
  switch (action.kind) {
    case 'propose-fact': {
      const episode = nth(episodes, action.pick);
      if (!episode || action.text.trim() === '') return;
      await proposeMemories(
        db,
        [
          {
            kind: MEMORY_KINDS[action.memoryKind] ?? 'fact',
            content: action.text.trim(),
            origin: 'consolidation',
            episodeIds: [episode.id],
          },
        ],
        now,
      );
      return;
    }
    case 'accept-fact': {
      const proposals = memories.filter((memory) => memory.status === 'proposed');
      const proposal = nth(proposals, action.pick);
      if (!proposal) return;
      const content = action.ownWords ?? undefined;
      await acceptProposal(db, proposal.id, now, { content, reconsiderText });
      return;
    }
    case 'reject-fact': {
      const proposal = nth(
        memories.filter((memory) => memory.status === 'proposed'),
        action.pick,
      );
      if (proposal) await rejectProposal(db, proposal.id, now);
      return;
    }
    case 'own-fact':
      await addOwnMemory(db, MEMORY_KINDS[action.memoryKind] ?? 'fact', action.text, now);
      return;
    case 'edit-fact':
      if (target) await editMemoryText(db, target.id, action.text, now);
      return;
    case 'replace-fact':
      if (target) await supersedeMemory(db, target.id, action.text, now, reconsiderText);
      return;
    case 'archive-fact':
      if (target) await archiveMemoryRow(db, target.id, now);
      return;
    default:
      return;
  }
}
