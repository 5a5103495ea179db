import { describe, expect, it } from 'vitest';

import { T0, UUID, makeItem } from '../test/factories';
import type { Cause } from './item';
import { MAX_ITEM_LENGTH, createItem, editItem } from './item-edit';
import { LifecycleError } from './lifecycle-error';

const LATER = T0 + 60_000;

function codeOf(change: () => unknown): string | null {
  try {
    change();
  } catch (error) {
    if (error instanceof LifecycleError) return error.code;
    throw error;
  }
  return null;
}

describe('createItem', () => {
  it('fills the defaults for a bare item typed onto the board', () => {
    const item = createItem({ content: 'Learn Rust', type: 'idea' }, T0);
    expect(item).toEqual({
      id: item.id,
      content: 'Learn Rust',
      type: 'idea',
      context: '',
      saidAt: T0,
      status: 'open',
      sourceId: null,
      turnIndex: null,
      dueAt: null,
      version: 1,
      createdAt: T0,
      updatedAt: T0,
      lastMentionedAt: T0,
      archivedAt: null,
    });
    expect(item.id).toMatch(UUID);
  });

  it('keeps the given source fields and counts the mention from saidAt', () => {
    const saidAt = T0 - 3_600_000;
    const item = createItem(
      {
        content: 'Should we move?',
        type: 'question',
        context: 'Long talk about rent.',
        saidAt,
        sourceId: 'source-1',
        turnIndex: 4,
        dueAt: T0 + 1,
      },
      T0,
    );
    expect(item).toMatchObject({
      context: 'Long talk about rent.',
      saidAt,
      sourceId: 'source-1',
      turnIndex: 4,
      dueAt: T0 + 1,
      createdAt: T0,
      lastMentionedAt: saidAt,
    });
  });

  it('trims the content', () => {
    expect(createItem({ content: '  \n Buy milk \t ', type: 'plan' }, T0).content).toBe('Buy milk');
  });

  it('gives each item its own id', () => {
    const a = createItem({ content: 'a', type: 'plan' }, T0);
    const b = createItem({ content: 'a', type: 'plan' }, T0);
    expect(a.id).not.toBe(b.id);
  });

  it.each(['', '   ', '\n\t  \n'])('refuses empty content %j', (content) => {
    expect(codeOf(() => createItem({ content, type: 'plan' }, T0))).toBe('empty-content');
  });

  it('accepts MAX_ITEM_LENGTH characters and refuses one more', () => {
    const longest = 'x'.repeat(MAX_ITEM_LENGTH);
    expect(createItem({ content: longest, type: 'plan' }, T0).content).toHaveLength(
      MAX_ITEM_LENGTH,
    );
    expect(codeOf(() => createItem({ content: `${longest}y`, type: 'plan' }, T0))).toBe(
      'content-too-long',
    );
  });

  it('measures the length after trimming', () => {
    const padded = `  ${'x'.repeat(MAX_ITEM_LENGTH)}  `;
    expect(createItem({ content: padded, type: 'plan' }, T0).content).toHaveLength(MAX_ITEM_LENGTH);
  });
});

describe('editItem', () => {
  const cause: Cause = { kind: 'user' };

  it('makes the edit current, bumps the version and returns the previous text', () => {
    const item = makeItem({ content: 'Call the plumber', type: 'plan', version: 3 });
    const before = structuredClone(item);

    const { item: edited, previous } = editItem(
      item,
      { content: ' Call the plumber on Monday ', type: 'decision' },
      LATER,
      cause,
    );

    expect(edited).toEqual({
      ...before,
      content: 'Call the plumber on Monday',
      type: 'decision',
      version: 4,
      updatedAt: LATER,
    });
    expect(previous).toEqual({
      id: previous.id,
      itemId: item.id,
      version: 3,
      content: 'Call the plumber',
      type: 'plan',
      supersededAt: LATER,
      cause,
    });
    expect(previous.id).toMatch(UUID);
    expect(item).toEqual(before);
  });

  it('edits the type alone', () => {
    const item = makeItem({ type: 'idea' });
    const { item: edited, previous } = editItem(item, { type: 'insight' }, LATER, cause);
    expect([edited.type, edited.content, edited.version]).toEqual(['insight', item.content, 2]);
    expect(previous.type).toBe('idea');
  });

  it('records a rule or message cause as given', () => {
    const byMessage: Cause = { kind: 'message', episodeId: 'ep-3' };
    const { previous } = editItem(makeItem(), { content: 'Changed' }, LATER, byMessage);
    expect(previous.cause).toEqual(byMessage);
  });

  it.each([
    ['an empty patch', {}],
    ['the same text and type', { content: 'Same', type: 'plan' as const }],
    ['the same text padded with spaces', { content: '  Same  ' }],
  ])('refuses %s as no change', (_label, patch) => {
    const item = makeItem({ content: 'Same', type: 'plan' });
    const before = structuredClone(item);
    expect(codeOf(() => editItem(item, patch, LATER, cause))).toBe('no-change');
    expect(item).toEqual(before);
  });

  it('refuses emptying the text and too long a text', () => {
    const item = makeItem();
    expect(codeOf(() => editItem(item, { content: '   ' }, LATER, cause))).toBe('empty-content');
    const tooLong = 'x'.repeat(MAX_ITEM_LENGTH + 1);
    expect(codeOf(() => editItem(item, { content: tooLong }, LATER, cause))).toBe(
      'content-too-long',
    );
  });
});
