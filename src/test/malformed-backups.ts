import type { BackupProblem } from '../domain/backup-parse';
import { TEXT_LIMITS } from '../domain/integrity/text-limits';
import { MAX_IMPORT_CHARS } from '../domain/conversation-import/limits';
import { MAX_ITEM_LENGTH } from '../domain/item-edit';
import { MAX_ENTRY_LENGTH } from '../domain/journal-entry';
import {
  broken,
  encode,
  row,
  sampleBackup,
  sixtyMegabytes,
  utf16le,
  type Rows,
} from './backup-files';
import { T0 } from './factories';

/** A malformed backup file: what it is, its bytes, and the problem it must be refused with. */
export type MalformedBackup = [
  label: string,
  bytes: () => Uint8Array,
  expected: Partial<BackupProblem>,
];

/**
 * Thirty kinds of bad backup file, each refused by the parser before anything is written
 * (src/db/backup-malformed.test.ts imports each into a database that already holds data).
 */
export const MALFORMED_BACKUPS: MalformedBackup[] = [
  ['an empty file', () => new Uint8Array(), { code: 'empty' }],
  [
    'a truncated file',
    () => encode(JSON.stringify(sampleBackup()).slice(0, 300)),
    { code: 'not-json' },
  ],
  [
    'a later format version',
    () => broken((json) => (json.version = 4)),
    { code: 'wrong-version', found: '4' },
  ],
  [
    'the version written as text',
    () => broken((json) => (json.version = '1')),
    { code: 'invalid', path: 'version' },
  ],
  [
    'a JSON file of another app',
    () => encode('{"format":"other","items":[]}'),
    { code: 'not-forethought' },
  ],
  [
    'NUL bytes',
    () => new Uint8Array([...encode('{"format":"forethought-export"'), 0, 0, ...encode('}')]),
    { code: 'binary' },
  ],
  ['bytes that are not UTF-8', () => new Uint8Array([0x7b, 0xc3, 0x28, 0x7d]), { code: 'binary' }],
  [
    'UTF-16 without a byte-order mark',
    () => utf16le(JSON.stringify(sampleBackup()), false),
    { code: 'utf16-unmarked' },
  ],
  [
    '60 MB in one conversation',
    sixtyMegabytes,
    { code: 'too-long', path: 'data.sources.1.turns', max: MAX_IMPORT_CHARS },
  ],
  [
    'one 20 MB line: an item of 20 MB',
    () => broken((json) => (row(json.data.items, 0).content = 'y'.repeat(20 * 1024 * 1024))),
    { code: 'too-long', path: 'data.items.0.content', max: MAX_ITEM_LENGTH },
  ],
  [
    'an earlier version over the item limit',
    () =>
      broken((json) => (row(json.data.itemVersions, 0).content = 'z'.repeat(MAX_ITEM_LENGTH + 1))),
    { code: 'too-long', path: 'data.itemVersions.0.content', max: MAX_ITEM_LENGTH },
  ],
  [
    'a journal entry over the entry limit',
    () => broken((json) => (row(json.data.sources, 0).text = 'w'.repeat(MAX_ENTRY_LENGTH + 1))),
    { code: 'too-long', path: 'data.sources.0.text', max: MAX_ENTRY_LENGTH },
  ],
  [
    'a conversation title of 30 MB',
    () => broken((json) => (row(json.data.sources, 1).title = 't'.repeat(30 * 1024 * 1024))),
    { code: 'too-long', path: 'data.sources.1.title', max: TEXT_LIMITS.title },
  ],
  [
    'a speaker name over its limit',
    () =>
      broken((json) => {
        const [turn] = row(json.data.sources, 1).turns as Record<string, unknown>[];
        if (turn) turn.speaker = 's'.repeat(TEXT_LIMITS.speaker + 1);
      }),
    { code: 'too-long', path: 'data.sources.1.turns.0.speaker', max: TEXT_LIMITS.speaker },
  ],
  [
    'which speaker is the person, over its limit',
    () => broken((json) => (row(json.data.sources, 1).me = 'm'.repeat(TEXT_LIMITS.speaker + 1))),
    { code: 'too-long', path: 'data.sources.1.me', max: TEXT_LIMITS.speaker },
  ],
  [
    'a format name over its limit',
    () => broken((json) => (row(json.data.sources, 1).format = 'f'.repeat(TEXT_LIMITS.label + 1))),
    { code: 'too-long', path: 'data.sources.1.format', max: TEXT_LIMITS.label },
  ],
  [
    'an item of blank text',
    () => broken((json) => (row(json.data.items, 0).content = '   ')),
    { code: 'invalid', path: 'data.items.0.content' },
  ],
  [
    '100,000 nested arrays',
    () => encode(`${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    { code: 'too-deep' },
  ],
  [
    'deep nesting inside a valid backup',
    () =>
      broken(
        (json) => (json.data.extra = JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) as unknown),
      ),
    { code: 'too-deep' },
  ],
  [
    'a __proto__ key in an item',
    () => {
      const text = JSON.stringify(sampleBackup()).replace(
        '"id":"lisbon"',
        '"__proto__":{"polluted":true},"id":"lisbon"',
      );
      return encode(text);
    },
    { code: 'forbidden-key', path: 'data.items.1.__proto__' },
  ],
  [
    'a constructor key in the settings',
    () =>
      broken((json) => (json.data.settings = { constructor: { prototype: { polluted: true } } })),
    { code: 'forbidden-key', path: 'data.settings.constructor' },
  ],
  [
    'two items with the same id',
    () => broken((json) => (row(json.data.items, 1).id = row(json.data.items, 0).id)),
    { code: 'duplicate-id', table: 'items' },
  ],
  [
    'two episodes with the same id',
    () => broken((json) => (row(json.data.episodes, 1).id = row(json.data.episodes, 0).id)),
    { code: 'duplicate-id', table: 'episodes' },
  ],
  [
    'a time written as text',
    () => broken((json) => (row(json.data.items, 0).saidAt = String(T0))),
    { code: 'invalid', path: 'data.items.0.saidAt' },
  ],
  [
    'a version number written as text',
    () => broken((json) => (row(json.data.items, 0).version = '2')),
    { code: 'invalid', path: 'data.items.0.version' },
  ],
  [
    'a time too large to be a number (1e999)',
    () =>
      encode(
        JSON.stringify(sampleBackup()).replace(`"exportedAt":${T0 + 10_000}`, '"exportedAt":1e999'),
      ),
    { code: 'invalid', path: 'exportedAt' },
  ],
  [
    'an item whose source is not in the file',
    () => broken((json) => (row(json.data.items, 0).sourceId = 'gone')),
    { code: 'dangling', path: 'data.items.0.sourceId', target: 'source', ref: 'gone' },
  ],
  [
    'an item pointing at a turn its conversation lacks',
    () => broken((json) => (row(json.data.items, 1).turnIndex = 2)),
    { code: 'dangling', path: 'data.items.1.turnIndex', target: 'turn', ref: '2' },
  ],
  [
    'an item pointing at a turn of a journal entry',
    () => broken((json) => (row(json.data.items, 0).turnIndex = 0)),
    { code: 'dangling', path: 'data.items.0.turnIndex', target: 'turn' },
  ],
  [
    'a transition caused by a message not in the file',
    () =>
      broken(
        (json) => (row(json.data.transitions, 1).cause = { kind: 'message', episodeId: 'gone' }),
      ),
    {
      code: 'dangling',
      path: 'data.transitions.1.cause.episodeId',
      target: 'episode',
      ref: 'gone',
    },
  ],
  [
    'an earlier version caused by a message not in the file',
    () =>
      broken(
        (json) => (row(json.data.itemVersions, 0).cause = { kind: 'message', episodeId: 'gone' }),
      ),
    { code: 'dangling', path: 'data.itemVersions.0.cause.episodeId', target: 'episode' },
  ],
  [
    'a transition of an item not in the file',
    () => broken((json) => (row(json.data.transitions, 0).itemId = 'gone')),
    { code: 'dangling', path: 'data.transitions.0.itemId', target: 'item' },
  ],
  [
    'an episode of a turn its conversation lacks',
    () => broken((json) => (row(json.data.episodes, 1).turnIndex = 5)),
    { code: 'dangling', path: 'data.episodes.1.turnIndex', target: 'turn', ref: '5' },
  ],
  [
    'turns numbered out of order',
    () =>
      broken(
        (json) =>
          ((row(json.data.sources, 1).turns as Rows)[1] = {
            index: 7,
            speaker: 'Me',
            text: 'x',
            at: null,
          }),
      ),
    { code: 'invalid', path: 'data.sources.1.turns.1.index' },
  ],
  [
    'an entry’s earlier texts that are not a list',
    () => broken((json) => (row(json.data.sources, 0).revisions = 'the old text')),
    { code: 'invalid', path: 'data.sources.0.revisions' },
  ],
  [
    'an earlier text written as a number',
    () => broken((json) => (row(json.data.sources, 0).revisions = [{ text: 5, replacedAt: T0 }])),
    { code: 'invalid', path: 'data.sources.0.revisions.0.text' },
  ],
  [
    'an empty earlier text',
    () => broken((json) => (row(json.data.sources, 0).revisions = [{ text: '', replacedAt: T0 }])),
    { code: 'invalid', path: 'data.sources.0.revisions.0.text' },
  ],
  [
    'earlier texts out of time order',
    () =>
      broken(
        (json) =>
          (row(json.data.sources, 0).revisions = [
            { text: 'first', replacedAt: T0 + 20 },
            { text: 'second', replacedAt: T0 + 10 },
          ]),
      ),
    { code: 'invalid', path: 'data.sources.0.revisions.1.replacedAt' },
  ],
  [
    'an earlier text over the entry limit',
    () =>
      broken(
        (json) =>
          (row(json.data.sources, 0).revisions = [
            { text: 'x'.repeat(MAX_ENTRY_LENGTH + 1), replacedAt: T0 },
          ]),
      ),
    { code: 'too-long', path: 'data.sources.0.revisions.0.text', max: MAX_ENTRY_LENGTH },
  ],
  [
    'a correction over the entry limit',
    () =>
      broken((json) => {
        const episode = row(json.data.episodes, 0);
        episode.kind = 'journal-correction';
        episode.text = 'x'.repeat(MAX_ENTRY_LENGTH + 1);
      }),
    { code: 'too-long', path: 'data.episodes.0.text', max: MAX_ENTRY_LENGTH },
  ],
  [
    'an episode of an unknown kind',
    () => broken((json) => (row(json.data.episodes, 0).kind = 'journal-edit')),
    { code: 'invalid', path: 'data.episodes.0.kind' },
  ],
];
