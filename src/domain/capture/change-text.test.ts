// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { changedText } from './change-text';

describe('changedText', () => {
  it('takes a sentence that holds the item’s whole text, its date aside', () => {
    expect(changedText('The book fair on Monday', 'The book fair got pushed to Wednesday')).toBe(
      'The book fair got pushed to Wednesday',
    );
  });

  it('keeps the item when the sentence holds its words but not its text', () => {
    expect(
      changedText(
        'Call the landlord about the boiler',
        'the boiler call with the landlord moved to Friday',
      ),
    ).toBe(
      'Call the landlord about the boiler — the boiler call with the landlord moved to Friday',
    );
  });

  it('keeps the item and adds a change that does not name it', () => {
    expect(changedText('Dinner with Jun on Friday', 'actually make it Saturday')).toBe(
      'Dinner with Jun on Friday — actually make it Saturday',
    );
  });

  it('keeps the item when the change names only part of it', () => {
    expect(
      changedText(
        'Gig at the Blue Room next Saturday, setlist still open',
        'the gig moved to the 11th',
      ),
    ).toBe('Gig at the Blue Room next Saturday, setlist still open — the gig moved to the 11th');
    expect(changedText('下周六在蓝屋有演出，曲目还没定', '演出那边改到11号了，场地冲突')).toBe(
      '下周六在蓝屋有演出，曲目还没定 — 演出那边改到11号了，场地冲突',
    );
  });

  it('keeps the item when the change is too short to stand alone', () => {
    expect(changedText('家长会下周三开', '改到周五')).toBe('家长会下周三开 — 改到周五');
  });
});
