import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import { EntryRejectedError } from '../domain/journal-entry';
import { LifecycleError } from '../domain/lifecycle-error';
import { NotFoundError } from '../domain/not-found-error';
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

  it('describes a NotFoundError', () => {
    expect(describeError(new NotFoundError('item', 'gone'), t)).toBe(
      'That record no longer exists: it may have been deleted.',
    );
  });

  it('describes an unknown Error with its message, and a thrown non-Error as text', () => {
    expect(describeError(new Error('QuotaExceededError: disk full'), t)).toBe(
      'Something went wrong, and nothing was changed: QuotaExceededError: disk full',
    );
    expect(describeError('boom', t)).toBe('Something went wrong, and nothing was changed: boom');
  });
});
