import type { Backup } from './backup-format';
import type { BackupProblem } from './backup-problem';
import { MAX_IMPORT_CHARS } from './conversation-import/limits';
import { MAX_ITEM_LENGTH } from './item-edit';
import { MAX_ENTRY_LENGTH } from './journal-entry';
import { MAX_MEMORY_LENGTH } from './memory/memory-edit';

type Data = Backup['data'];
type TextCheck = { path: string; text: string; max: number };

/**
 * Every text of a backup with the limit the app applies where that text is made: an item
 * (and each earlier text of it) as typed or filed, a journal entry (each earlier text and
 * correction too) or chat turn as written, a pasted conversation (and an item's context, a
 * window of its turns) as imported.
 */
function* textsWithLimits(data: Data): Generator<TextCheck> {
  for (const [index, item] of data.items.entries()) {
    yield { path: `data.items.${index}.content`, text: item.content, max: MAX_ITEM_LENGTH };
    yield { path: `data.items.${index}.context`, text: item.context, max: MAX_IMPORT_CHARS };
  }
  for (const [index, version] of data.itemVersions.entries()) {
    const path = `data.itemVersions.${index}.content`;
    yield { path, text: version.content, max: MAX_ITEM_LENGTH };
  }
  for (const [index, source] of data.sources.entries()) {
    const path = `data.sources.${index}`;
    if (source.kind === 'journal') {
      yield { path: `${path}.text`, text: source.text, max: MAX_ENTRY_LENGTH };
      for (const [at, revision] of (source.revisions ?? []).entries()) {
        const textPath = `${path}.revisions.${at}.text`;
        yield { path: textPath, text: revision.text, max: MAX_ENTRY_LENGTH };
      }
    } else {
      // Measured whole: the import limit is on the conversation, not on one turn.
      const text = source.turns.map((turn) => turn.text).join('');
      yield { path: `${path}.turns`, text, max: MAX_IMPORT_CHARS };
    }
  }
  for (const [index, episode] of data.episodes.entries()) {
    const max = episode.kind === 'chat-turn' ? MAX_IMPORT_CHARS : MAX_ENTRY_LENGTH;
    yield { path: `data.episodes.${index}.text`, text: episode.text, max };
  }
  for (const [index, memory] of data.memories.entries()) {
    const path = `data.memories.${index}`;
    yield { path: `${path}.content`, text: memory.content, max: MAX_MEMORY_LENGTH };
    for (const [at, revision] of memory.revisions.entries()) {
      yield {
        path: `${path}.revisions.${at}.content`,
        text: revision.content,
        max: MAX_MEMORY_LENGTH,
      };
    }
  }
}

/**
 * The first text over the app's own limit, or an item whose text is blank: the app never
 * stores either, and a 30 MB card would hold up the board for every render.
 */
export function findOverLimit(data: Data): BackupProblem | null {
  for (const { path, text, max } of textsWithLimits(data)) {
    if (text.length > max) return { code: 'too-long', path, max };
  }
  for (const [index, item] of data.items.entries()) {
    if (item.content.trim() === '') {
      return { code: 'invalid', path: `data.items.${index}.content`, detail: 'blank text' };
    }
  }
  return null;
}
