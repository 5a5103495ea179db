import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import type { ImportSummary } from '../../db/backup-repo';
import type { BackupProblem } from '../../domain/backup-problem';
import { setupAppTests } from '../../test/render';
import { describeProblem, describeSummary, describeWithheld } from './describe-backup';

setupAppTests();

/** One of every problem a file can have. */
const PROBLEMS: BackupProblem[] = [
  { code: 'empty' },
  { code: 'too-large', bytes: 600_000_000 },
  { code: 'binary' },
  { code: 'utf16-unmarked' },
  { code: 'not-json', detail: 'Unexpected end of JSON input' },
  { code: 'too-deep', limit: 16 },
  { code: 'forbidden-key', path: 'data.items.0.__proto__' },
  { code: 'not-forethought' },
  { code: 'wrong-version', found: '2' },
  { code: 'invalid', path: 'data.items.0.saidAt', detail: 'expected number' },
  { code: 'too-long', path: 'data.items.0.content', max: 4000 },
  { code: 'duplicate-id', table: 'items', id: 'lisbon' },
  { code: 'dangling', path: 'data.items.0.sourceId', target: 'source', ref: 'gone' },
];

const SUMMARY: ImportSummary = {
  itemsAdded: 2,
  itemsUpdated: 1,
  itemsKept: 3,
  textsKept: 1,
  entriesJoined: 1,
  archivesKept: 1,
  sourcesAdded: 1,
  turnsAdded: 2,
  historyAdded: 4,
  recordsKept: 5,
  memoriesAdded: 3,
  memoriesUpdated: 0,
  settingsWithheld: ['classifier', 'llmEndpoint'],
};

describe('describeProblem', () => {
  it.each(PROBLEMS)('says what is wrong with $code and that nothing changed', (problem) => {
    const text = describeProblem(problem);
    expect(text).toMatch(/Nothing was changed\.$/);
    expect(text).not.toMatch(/\{\{|problem\./);
  });

  it.each(PROBLEMS)('says it in Chinese too: $code', async (problem) => {
    await i18next.changeLanguage('zh-CN');
    const text = describeProblem(problem);
    expect(text).toMatch(/没有做任何改动。$/);
    expect(text).not.toMatch(/\{\{|problem\./);
  });

  it('names the record, the reference and the limit', () => {
    expect(describeProblem({ code: 'too-long', path: 'data.items.0.content', max: 4000 })).toBe(
      'The text at “data.items.0.content” is longer than this app allows (4,000 characters). Nothing was changed.',
    );
    expect(
      describeProblem({
        code: 'dangling',
        path: 'data.transitions.1.cause.episodeId',
        target: 'episode',
        ref: 'e9',
      }),
    ).toBe(
      'The backup is inconsistent: “data.transitions.1.cause.episodeId” points at the message e9, which is not in the file. Nothing was changed.',
    );
  });
});

describe('describeSummary and describeWithheld', () => {
  it('say what was added, what was kept, and which settings were not applied', () => {
    expect(describeSummary(SUMMARY)).toBe(
      'Imported: 2 new items, 1 updated, 3 already here. ' +
        '1 item texts that lost to a later version were kept in the item’s history. ' +
        '1 journal entries differed from the file’s copy: the later text is current, the other kept among its earlier texts. ' +
        '1 archived items stay archived: the file’s copy was not archived, but records no restore. ' +
        'Facts and habits: 3 new, 0 updated. ' +
        'Also added: 1 entries or conversations, 2 chat turns, 4 history records. 5 records already here were kept as they were.',
    );
    expect(describeWithheld(SUMMARY)).toMatch(
      /^Not taken from the backup: the classifier choice and the LLM endpoint\. .* turn them on in Settings/,
    );
    expect(describeWithheld({ ...SUMMARY, settingsWithheld: [] })).toBeNull();
  });
});
