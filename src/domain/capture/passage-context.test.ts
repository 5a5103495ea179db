import { describe, expect, it } from 'vitest';

import { passageContext } from './passage-context';

const ENTRY =
  'Quiet morning at the allotment. The broad beans are finally up! I should build a cage against the pigeons before they find them, maybe this weekend. Ate lunch on the bench.';

describe('passageContext', () => {
  it('quotes the whole sentence a passage lies in, not the start of the entry', () => {
    expect(passageContext(ENTRY, 'build a cage against the pigeons')).toBe(
      'I should build a cage against the pigeons before they find them, maybe this weekend.',
    );
  });

  it('keeps every sentence a passage runs across', () => {
    expect(passageContext(ENTRY, 'finally up! I should build')).toBe(
      'The broad beans are finally up! I should build a cage against the pigeons before they find them, maybe this weekend.',
    );
  });

  it('keeps the sentence before a short one', () => {
    expect(passageContext(ENTRY, 'Ate lunch on the bench.')).toBe(
      'I should build a cage against the pigeons before they find them, maybe this weekend. Ate lunch on the bench.',
    );
  });

  it('cuts Chinese sentences at their own marks', () => {
    const entry =
      '今天去看了房子。客厅很亮，但是离地铁太远了。下周要和中介再谈一次价格，争取便宜五万。';
    expect(passageContext(entry, '和中介再谈一次价格')).toBe(
      '下周要和中介再谈一次价格，争取便宜五万。',
    );
  });

  it('cuts at line breaks', () => {
    const entry = 'Shopping list\nremember to email Dr Hale about the referral letter\nmilk, eggs';
    expect(passageContext(entry, 'email Dr Hale')).toBe(
      'remember to email Dr Hale about the referral letter',
    );
  });

  it('keeps the whole entry for a passage no longer in it', () => {
    expect(passageContext(ENTRY, 'plant the garlic')).toBe(ENTRY);
  });

  it('does not cut at a decimal point or after a title', () => {
    const entry =
      'The flat costs 3.5 times what we paid. Book a follow-up with Dr. Okafor about the knee next month.';
    expect(passageContext(entry, 'follow-up with Dr. Okafor')).toBe(
      'Book a follow-up with Dr. Okafor about the knee next month.',
    );
    expect(passageContext(entry, 'costs 3.5 times')).toBe('The flat costs 3.5 times what we paid.');
  });
});
