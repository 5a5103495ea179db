import { Dexie } from 'dexie';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import { SpeakerNotFoundError } from '../domain/conversation-import/me-speaker';
import { EntryRejectedError } from '../domain/journal-entry';
import { LifecycleError } from '../domain/lifecycle-error';
import { NotFoundError } from '../domain/not-found-error';
import { OutdatedTabError } from '../domain/outdated-tab-error';
import { ensureI18n } from '../test/render';
import { describeError } from './describe-error';

let t: TFunction;

beforeAll(async () => {
  await ensureI18n();
  t = i18next.getFixedT('en', 'common');
});

describe('describeError', () => {
  it.each([
    [
      new LifecycleError('move-not-allowed', 'x', 'referenced', 'open'),
      'An item cannot move from Referenced to Open.',
    ],
    [new LifecycleError('same-status', 'x', 'closed', 'closed'), 'The item is already Closed.'],
    [new LifecycleError('archived', 'x'), 'This item is archived: restore it first.'],
    [new LifecycleError('not-archived', 'x'), 'Only an archived item can be deleted forever.'],
    [new LifecycleError('empty-content', 'x'), 'An item needs some text.'],
    [
      new LifecycleError('content-too-long', 'x'),
      'That is too long for one item (at most 4000 characters).',
    ],
    [new LifecycleError('no-change', 'x'), 'Nothing was changed.'],
  ])('describes a LifecycleError (%s)', (error, sentence) => {
    expect(describeError(error, t)).toBe(sentence);
  });

  it('describes both kinds of EntryRejectedError', () => {
    expect(describeError(new EntryRejectedError('empty', 'x'), t)).toBe('Write something first.');
    expect(describeError(new EntryRejectedError('too-long', 'x'), t)).toBe(
      'That entry is too long (at most 100000 characters). Nothing was saved.',
    );
  });

  it('names the speaker asked for and the speakers to choose from, in both languages', () => {
    const unknown = new SpeakerNotFoundError('unknown', 'Priya', ['User', 'ChatGPT']);
    const ambiguous = new SpeakerNotFoundError('ambiguous', 'human', ['Me', 'User']);
    expect(describeError(unknown, t)).toBe(
      'No one in this conversation is called “Priya”. Choose one of its speakers: User, ChatGPT. Nothing was saved.',
    );
    expect(describeError(ambiguous, t)).toBe(
      '“human” could be more than one speaker: Me, User. Choose one of them. Nothing was saved.',
    );
    expect(describeError(unknown, i18next.getFixedT('zh-CN', 'common'))).toBe(
      '这段对话里没有叫“Priya”的人。请从这些说话人中选择：User、ChatGPT。没有保存任何内容。',
    );
  });

  it('describes a NotFoundError', () => {
    expect(describeError(new NotFoundError('item', 'gone'), t)).toBe(
      'That record no longer exists: it may have been deleted.',
    );
  });

  it('describes an unknown Error with its message, and a thrown non-Error as text', () => {
    expect(describeError(new Error('The disk is on fire'), t)).toBe(
      'Something went wrong, and nothing was changed: The disk is on fire',
    );
    expect(describeError('boom', t)).toBe('Something went wrong, and nothing was changed: boom');
  });

  it('says storage is full, what was not saved and what to do, however the quota error is wrapped', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    // Dexie aborts the transaction and passes the browser's error on as the `inner` one.
    const aborted = new Dexie.AbortError('Transaction aborted', quota);
    const expected =
      'Storage is full: the journal entry was not saved, and nothing was half-written. Free space on this device, or export a backup (Settings → Export and import) and delete what you no longer need, then try again.';
    expect(describeError(quota, t, 'the journal entry')).toBe(expected);
    expect(describeError(aborted, t, 'the journal entry')).toBe(expected);
    expect(describeError(quota, t)).toContain('Storage is full: this change was not saved');
    expect(describeError(new Dexie.AbortError('Transaction aborted'), t)).toContain(
      'Something went wrong',
    );
  });

  it('says a tab outdated by an upgrade elsewhere must reload', () => {
    expect(describeError(new OutdatedTabError(), t, 'the edit')).toBe(
      'Forethought was updated in another tab, so this tab can no longer save: the edit was not saved. Copy what you typed, then reload this page.',
    );
  });

  it('says the same in Chinese', () => {
    const zh = i18next.getFixedT('zh-CN', 'common');
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(describeError(quota, zh, zh('unsaved.entry'))).toContain(
      '存储空间已满：这篇日记没有保存',
    );
  });
});
