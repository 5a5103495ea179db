import { MAX_IMPORT_CHARS } from '../conversation-import/limits';
import { MAX_ITEM_LENGTH } from '../item-edit';
import { MAX_ENTRY_LENGTH } from '../journal-entry';
import { MAX_MEMORY_LENGTH } from '../memory/memory-edit';

/**
 * The longest text of each kind a profile may hold, in UTF-16 code units: what the app
 * itself lets a person type or import. The row schemas (domain/backup-format.ts) state them
 * once, and the backup checker, the profile checker (db/integrity.ts) and the sync mirror
 * all read those schemas, so a row one of them refuses, the others refuse too.
 *
 * The names and labels a conversation carries (its title, its speakers, which speaker is
 * the person) come from an imported file; without a limit a 30 MB title held up every start
 * of the app. The import cuts them to these lengths (domain/conversation-import/bounded.ts).
 */
export const TEXT_LIMITS = {
  item: MAX_ITEM_LENGTH,
  /** An item's context is a window of the conversation or entry it came from. */
  context: MAX_IMPORT_CHARS,
  entry: MAX_ENTRY_LENGTH,
  memory: MAX_MEMORY_LENGTH,
  /** A whole conversation's turns together, as imported. */
  conversation: MAX_IMPORT_CHARS,
  title: 1_000,
  speaker: 200,
  /** A conversation format ("whatsapp") or a rule's name ("stale"): the app's own words. */
  label: 100,
  /** Every id the app makes is far shorter (domain/ids.ts). */
  id: 200,
} as const;
