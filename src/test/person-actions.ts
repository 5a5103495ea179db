import fc from 'fast-check';

import { ITEM_STATUSES, ITEM_TYPES } from '../domain/item';
import { MEMORY_KINDS } from '../domain/memory/memory-record';

/**
 * Random histories of what a person does with the app, for properties that must hold
 * whatever they did (the backup round trip: src/db/backup-roundtrip.test.ts, and
 * `npm run fuzz`). Each action names its target by a number taken modulo the rows there
 * are, so any history applies to any state; an action the app refuses (a move the lifecycle
 * does not allow, an empty text) is refused here as it is in the app, and the history goes on.
 */
export type PersonAction =
  | { kind: 'write-entry'; text: string }
  | { kind: 'correct-entry'; pick: number; text: string }
  | { kind: 'file-from-entry'; pick: number; text: string; type: number }
  | { kind: 'quick-add'; text: string; type: number; due: number | null }
  | { kind: 'edit-item'; pick: number; text: string; type: number }
  | { kind: 'move-item'; pick: number; status: number }
  | { kind: 'set-due'; pick: number; due: number | null }
  /** An offer made from something written, accepted: the change's cause is that message. */
  | {
      kind: 'accept-offer';
      pick: number;
      episode: number;
      offer: 'mention' | 'close' | 'edit';
      text: string;
    }
  | { kind: 'archive-item'; pick: number }
  | { kind: 'restore-item'; pick: number }
  | { kind: 'delete-forever'; pick: number }
  | { kind: 'propose-fact'; pick: number; text: string; memoryKind: number }
  | { kind: 'accept-fact'; pick: number; ownWords: string | null }
  | { kind: 'reject-fact'; pick: number }
  | { kind: 'own-fact'; text: string; memoryKind: number }
  | { kind: 'edit-fact'; pick: number; text: string }
  | { kind: 'replace-fact'; pick: number; text: string }
  | { kind: 'archive-fact'; pick: number }
  | { kind: 'chat'; text: string; newSession: boolean }
  | { kind: 'import-chat'; turns: string[]; title: string; fileCandidate: boolean }
  | { kind: 'undo-import' }
  | { kind: 'load-sample'; chinese: boolean }
  | { kind: 'remove-sample' }
  | { kind: 'wipe' }
  /** A second device, after a history of its own, syncs with this one (both ways). */
  | { kind: 'sync-with-device'; history: PersonAction[] };

/** Texts as people write them: any script, emoji, spaces and line breaks, sometimes blank. */
const words = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom('Call the landlord', '周末去爬山', 'Ana 的生日 🎂') },
  { weight: 1, arbitrary: fc.constantFrom('', '   ', '\n') },
);
const pick = fc.nat(1_000);
const type = fc.nat(ITEM_TYPES.length - 1);
const due = fc.option(fc.integer({ min: -30, max: 60 }), { nil: null });

const proposeFact = fc.record({
  kind: fc.constant('propose-fact' as const),
  pick,
  text: words,
  memoryKind: fc.nat(MEMORY_KINDS.length - 1),
});
const acceptFact = fc.record({
  kind: fc.constant('accept-fact' as const),
  pick,
  ownWords: fc.option(words, { nil: null }),
});
const loadSample = fc.record({ kind: fc.constant('load-sample' as const), chinese: fc.boolean() });
const removeSample = fc.record({ kind: fc.constant('remove-sample' as const) });

const actions: fc.Arbitrary<PersonAction>[] = [
  fc.record({ kind: fc.constant('write-entry'), text: words }),
  fc.record({ kind: fc.constant('correct-entry'), pick, text: words }),
  fc.record({ kind: fc.constant('file-from-entry'), pick, text: words, type }),
  fc.record({ kind: fc.constant('quick-add'), text: words, type, due }),
  fc.record({ kind: fc.constant('edit-item'), pick, text: words, type }),
  fc.record({ kind: fc.constant('move-item'), pick, status: fc.nat(ITEM_STATUSES.length - 1) }),
  fc.record({ kind: fc.constant('set-due'), pick, due }),
  fc.record({
    kind: fc.constant('accept-offer'),
    pick,
    episode: pick,
    offer: fc.constantFrom('mention' as const, 'close' as const, 'edit' as const),
    text: words,
  }),
  fc.record({ kind: fc.constant('archive-item'), pick }),
  fc.record({ kind: fc.constant('restore-item'), pick }),
  fc.record({ kind: fc.constant('delete-forever'), pick }),
  fc.record({ kind: fc.constant('reject-fact'), pick }),
  fc.record({
    kind: fc.constant('own-fact'),
    text: words,
    memoryKind: fc.nat(MEMORY_KINDS.length - 1),
  }),
  fc.record({ kind: fc.constant('edit-fact'), pick, text: words }),
  fc.record({ kind: fc.constant('replace-fact'), pick, text: words }),
  fc.record({ kind: fc.constant('archive-fact'), pick }),
  fc.record({ kind: fc.constant('chat'), text: words, newSession: fc.boolean() }),
  fc.record({
    kind: fc.constant('import-chat'),
    turns: fc.array(words, { minLength: 1, maxLength: 5 }),
    title: words,
    fileCandidate: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('undo-import') }),
];

const ownAction: fc.Arbitrary<PersonAction> = fc.oneof(
  ...[...actions, proposeFact, acceptFact].map((arbitrary) => ({ weight: 1, arbitrary })),
);

export const personAction: fc.Arbitrary<PersonAction> = fc.oneof(
  ...actions.map((arbitrary) => ({ weight: 4, arbitrary })),
  // Facts read from entries, accepted, and the sample loaded and removed around them: the
  // paths where one row's removal can strand another's reference.
  ...[proposeFact, acceptFact, loadSample, removeSample].map((arbitrary) => ({
    weight: 4,
    arbitrary,
  })),
  // Rare: a wipe ends most of what came before.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wipe' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('sync-with-device' as const),
      history: fc.array(ownAction, { maxLength: 8 }),
    }),
  },
);

export const personHistory = fc.array(personAction, { minLength: 1, maxLength: 40, size: 'large' });

/** The row an action's number picks, taken modulo the rows there are. */
export function nth<T>(rows: readonly T[], index: number): T | undefined {
  return rows.length === 0 ? undefined : rows[index % rows.length];
}
