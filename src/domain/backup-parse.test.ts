import { describe, expect, it } from 'vitest';

import { T0, makeBackup, makeEpisode, makeTransition } from '../test/factories';
import { MAX_BACKUP_BYTES, parseBackup, type BackupProblem } from './backup-parse';

const encode = (text: string) => new TextEncoder().encode(text);
const bytesOf = (value: unknown) => encode(JSON.stringify(value));

function problemOf(bytes: Uint8Array): BackupProblem {
  const result = parseBackup(bytes);
  if (result.ok) throw new Error('expected the backup to be refused');
  return result.problem;
}

type Row = Record<string, unknown>;
type BackupJson = Row & {
  data: Record<'items' | 'itemVersions' | 'transitions' | 'sources' | 'episodes', Row[]>;
};

/** The valid backup as plain JSON, for breaking one part of it. */
function backupJson(): BackupJson {
  return JSON.parse(JSON.stringify(makeBackup())) as BackupJson;
}

function firstOf(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('the factory backup has a row in every table');
  return row;
}

describe('parseBackup', () => {
  it('returns a valid backup unchanged', () => {
    const backup = makeBackup();
    const result = parseBackup(bytesOf(backup));
    expect(result).toEqual({ ok: true, backup });
  });

  it('returns a corrected entry with its earlier texts and correction episode unchanged', () => {
    const backup = makeBackup();
    const entry = backup.data.sources[0];
    if (entry?.kind !== 'journal') throw new Error('the factory backup starts with an entry');
    entry.revisions = [
      { text: 'First words', replacedAt: T0 + 100 },
      { text: 'Second words', replacedAt: T0 + 200 },
    ];
    backup.data.episodes.push(
      makeEpisode(entry.id, { kind: 'journal-correction', text: 'Second words', at: T0 + 100 }),
      makeEpisode(entry.id, { kind: 'journal-correction', text: entry.text, at: T0 + 200 }),
    );
    expect(parseBackup(bytesOf(backup))).toEqual({ ok: true, backup });
  });

  it('accepts a correction made in the same millisecond as the entry', () => {
    const json = backupJson();
    const entry = firstOf(json.data.sources);
    entry.revisions = [{ text: 'First words', replacedAt: entry.createdAt }];
    expect(parseBackup(bytesOf(json)).ok).toBe(true);
  });

  it('refuses an earlier text replaced before the entry was written', () => {
    const json = backupJson();
    const entry = firstOf(json.data.sources);
    entry.revisions = [{ text: 'First words', replacedAt: (entry.createdAt as number) - 1 }];
    expect(problemOf(bytesOf(json))).toMatchObject({
      code: 'invalid',
      path: 'data.sources.0.revisions.0.replacedAt',
    });
  });

  it('accepts a backup with every table empty', () => {
    const backup = makeBackup();
    const empty = {
      ...backup,
      data: {
        ...backup.data,
        items: [],
        itemVersions: [],
        transitions: [],
        sources: [],
        episodes: [],
        memories: [],
      },
    };
    expect(parseBackup(bytesOf(empty)).ok).toBe(true);
  });

  it('refuses an empty file', () => {
    expect(problemOf(new Uint8Array())).toEqual({ code: 'empty' });
  });

  it('refuses a file over the size limit without reading it', () => {
    const huge = new Uint8Array(1);
    Object.defineProperty(huge, 'length', { value: MAX_BACKUP_BYTES + 1 });
    expect(problemOf(huge)).toEqual({ code: 'too-large', bytes: MAX_BACKUP_BYTES + 1 });
  });

  it('refuses bytes with a NUL as binary', () => {
    const withNul = new Uint8Array([...encode('{"format":'), 0, ...encode('1}')]);
    expect(problemOf(withNul)).toEqual({ code: 'binary' });
  });

  it('refuses invalid UTF-8 as binary', () => {
    expect(problemOf(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).toEqual({ code: 'binary' });
    // A lone continuation byte and an overlong encoding of "/".
    expect(problemOf(new Uint8Array([0x80]))).toEqual({ code: 'binary' });
    expect(problemOf(new Uint8Array([0xc0, 0xaf]))).toEqual({ code: 'binary' });
  });

  it('reads non-ASCII text', () => {
    const backup = makeBackup();
    const item = backup.data.items[0];
    if (!item) throw new Error('the factory backup has an item');
    item.content = '学习 Rust — 今年夏天';
    const result = parseBackup(bytesOf(backup));
    expect(result.ok && result.backup.data.items[0]?.content).toBe('学习 Rust — 今年夏天');
  });

  it('refuses a truncated export as not JSON', () => {
    const text = JSON.stringify(makeBackup(), null, 2);
    const problem = problemOf(encode(text.slice(0, Math.floor(text.length / 2))));
    expect(problem.code).toBe('not-json');
    expect(problem.code === 'not-json' && problem.detail.length).toBeGreaterThan(0);
  });

  it.each(['[]', '[1,2]', '"forethought-export"', '42', 'null', 'true', '{}'])(
    'refuses JSON %s that is not an export object',
    (text) => {
      expect(problemOf(encode(text))).toEqual({ code: 'not-forethought' });
    },
  );

  it('refuses a wrong format marker', () => {
    expect(problemOf(bytesOf({ ...backupJson(), format: 'other-app' }))).toEqual({
      code: 'not-forethought',
    });
  });

  it('reads a version 2 file as the current version', () => {
    const parsed = parseBackup(bytesOf({ ...backupJson(), version: 2 }));
    expect(parsed.ok && parsed.backup.version).toBe(3);
  });

  it('refuses version 4, and a missing version as a damaged field', () => {
    expect(problemOf(bytesOf({ ...backupJson(), version: 4 }))).toEqual({
      code: 'wrong-version',
      found: '4',
    });
    const noVersion = backupJson();
    Reflect.deleteProperty(noVersion, 'version');
    expect(problemOf(bytesOf(noVersion))).toMatchObject({ code: 'invalid', path: 'version' });
  });

  it('reports the path of an invalid field deep inside', () => {
    const json = backupJson();
    firstOf(json.data.items).status = 'done';
    const problem = problemOf(bytesOf(json));
    expect(problem).toMatchObject({ code: 'invalid', path: 'data.items.0.status' });
    expect(problem.code === 'invalid' && problem.detail.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'a missing table',
      (json: BackupJson) => Reflect.deleteProperty(json.data, 'episodes'),
      'data.episodes',
    ],
    [
      'an unknown cause kind',
      (json: BackupJson) => {
        firstOf(json.data.transitions).cause = { kind: 'magic' };
      },
      'data.transitions.0.cause.kind',
    ],
    [
      'a version number of 0',
      (json: BackupJson) => {
        firstOf(json.data.itemVersions).version = 0;
      },
      'data.itemVersions.0.version',
    ],
    [
      'an empty item text',
      (json: BackupJson) => {
        firstOf(json.data.items).content = '';
      },
      'data.items.0.content',
    ],
  ])('refuses %s as invalid', (_label, breakIt, path) => {
    const json = backupJson();
    breakIt(json);
    expect(problemOf(bytesOf(json))).toMatchObject({ code: 'invalid', path });
  });

  it('refuses a transition pointing at a missing item', () => {
    const backup = makeBackup();
    backup.data.transitions.push(makeTransition('item-that-is-not-there'));
    expect(problemOf(bytesOf(backup))).toEqual({
      code: 'dangling',
      path: 'data.transitions.1.itemId',
      target: 'item',
      ref: 'item-that-is-not-there',
    });
  });

  it('refuses an item version or an episode pointing at nothing', () => {
    const orphanVersion = makeBackup();
    const version = orphanVersion.data.itemVersions[0];
    if (!version) throw new Error('the factory backup has a version');
    version.itemId = 'gone';
    expect(problemOf(bytesOf(orphanVersion)).code).toBe('dangling');

    const orphanEpisode = makeBackup();
    const episode = orphanEpisode.data.episodes[0];
    if (!episode) throw new Error('the factory backup has an episode');
    episode.sourceId = 'gone';
    expect(problemOf(bytesOf(orphanEpisode))).toEqual({
      code: 'dangling',
      path: 'data.episodes.0.sourceId',
      target: 'source',
      ref: 'gone',
    });
  });
});
