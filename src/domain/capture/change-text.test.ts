// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { changedText } from './change-text';

describe('changedText', () => {
  it('takes a sentence that names the item as the new text', () => {
    expect(
      changedText('Go to the book fair on Monday', 'book fair got pushed to Wednesday', 1),
    ).toBe('book fair got pushed to Wednesday');
  });

  it('keeps the item and adds a change that does not name it', () => {
    expect(changedText('Dinner with Jun on Friday', 'actually make it Saturday', 0)).toBe(
      'Dinner with Jun on Friday — actually make it Saturday',
    );
  });

  it('keeps the item when the change is too short to stand alone', () => {
    expect(changedText('家长会下周三开', '改到周五', 1)).toBe('家长会下周三开 — 改到周五');
  });
});
