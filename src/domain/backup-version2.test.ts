import { describe, expect, it } from 'vitest';

import { makeBackup, makeMemory, makeTransition, T0 } from '../test/factories';
import { mergeMemory } from './backup-merge-memories';
import { parseBackup } from './backup-parse';

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('backup version 2: facts, habits and mentions', () => {
  it('reads a version 1 file as version 2 with no memories', () => {
    const backup = makeBackup();
    const { memories, ...v1Data } = backup.data;
    expect(memories).toHaveLength(1);
    const result = parseBackup(bytesOf({ ...backup, version: 1, data: v1Data }));
    expect(result).toEqual({ ok: true, backup: { ...backup, data: { ...v1Data, memories: [] } } });
  });

  it('refuses a mention transition in a version 1 file, which never had them', () => {
    const backup = makeBackup();
    const { memories, ...v1Data } = backup.data;
    expect(memories).toHaveLength(1);
    const itemId = backup.data.items[0]?.id ?? '';
    const mention = makeTransition(itemId, { action: 'mention', from: 'referenced' });
    const result = parseBackup(
      bytesOf({ ...backup, version: 1, data: { ...v1Data, transitions: [mention] } }),
    );
    expect(result).toMatchObject({ ok: false, problem: { code: 'invalid' } });
  });

  it('checks a memory’s provenance and links inside the file', () => {
    const backup = makeBackup();
    backup.data.memories = [makeMemory({ id: 'm1', supersedesId: 'gone' })];
    expect(parseBackup(bytesOf(backup))).toEqual({
      ok: false,
      problem: {
        code: 'dangling',
        path: 'data.memories.0.supersedesId',
        target: 'memory',
        ref: 'gone',
      },
    });
    backup.data.memories = [makeMemory({ episodeIds: ['nowhere'] })];
    expect(parseBackup(bytesOf(backup))).toMatchObject({
      ok: false,
      problem: { code: 'dangling', path: 'data.memories.0.episodeIds.0', target: 'episode' },
    });
  });

  it('refuses a memory over the length limit or of an unknown kind', () => {
    const backup = makeBackup();
    backup.data.memories = [makeMemory({ content: 'x'.repeat(1001) })];
    expect(parseBackup(bytesOf(backup))).toMatchObject({
      ok: false,
      problem: { code: 'too-long', path: 'data.memories.0.content' },
    });
    const json = JSON.parse(JSON.stringify(makeBackup())) as { data: { memories: object[] } };
    json.data.memories = [{ ...makeMemory(), kind: 'opinion' }];
    expect(parseBackup(bytesOf(json))).toMatchObject({
      ok: false,
      problem: { code: 'invalid', path: 'data.memories.0.kind' },
    });
  });
});

describe('mergeMemory', () => {
  const stored = makeMemory({ id: 'm', content: 'I run at 8pm', updatedAt: T0 + 10, useCount: 3 });

  it('changes nothing for the same copy', () => {
    expect(mergeMemory(stored, { ...stored })).toBeNull();
  });

  it('changes nothing for the same copy whose earlier texts are out of time order', () => {
    // Two devices with clocks apart each edited it: the later edit carries the earlier time.
    const skewed = {
      ...stored,
      revisions: [
        { content: 'I run at 6pm', replacedAt: T0 + 9 },
        { content: 'I run at 7pm', replacedAt: T0 + 4 },
      ],
    };
    expect(mergeMemory(skewed, { ...skewed })).toBeNull();
  });

  it('takes the later copy and keeps the other text among the revisions', () => {
    const incoming = { ...stored, content: 'I run at 7pm', updatedAt: T0 + 20, useCount: 1 };
    expect(mergeMemory(stored, incoming)).toMatchObject({
      content: 'I run at 7pm',
      useCount: 3,
      revisions: [{ content: 'I run at 8pm', replacedAt: T0 + 20 }],
    });
  });

  it('keeps the stored copy when the file’s is older, and its text too', () => {
    const incoming = { ...stored, content: 'I run at 6pm', updatedAt: T0 + 5 };
    expect(mergeMemory(stored, incoming)).toMatchObject({
      content: 'I run at 8pm',
      revisions: [{ content: 'I run at 6pm', replacedAt: T0 + 10 }],
    });
  });
});
