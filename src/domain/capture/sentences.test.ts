import { describe, expect, it } from 'vitest';

import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('joins a light opening fragment to the sentence after it', () => {
    expect(splitSentences('  OK. I will call her tomorrow.  ')).toEqual([
      'OK. I will call her tomorrow.',
    ]);
  });

  it('reads every sentence of a short message on its own', () => {
    expect(
      splitSentences("Jun's dinner got moved to Saturday. Also I should renew my gym card."),
    ).toEqual(["Jun's dinner got moved to Saturday.", 'Also I should renew my gym card.']);
    expect(splitSentences('旧沙发送人了。周末想去宜家看看床垫。好。')).toEqual([
      '旧沙发送人了。',
      '周末想去宜家看看床垫。 好。',
    ]);
  });

  it('splits a long turn at English and Chinese sentence ends and line breaks', () => {
    const text =
      'We spent the whole afternoon at the beach and the kids loved it. I will book the same place for August! ' +
      '下周三之前要把报告交上去。还有，要不周末去爬山？\nAnother line here';
    expect(splitSentences(text)).toEqual([
      'We spent the whole afternoon at the beach and the kids loved it.',
      'I will book the same place for August!',
      '下周三之前要把报告交上去。',
      '还有，要不周末去爬山？',
      'Another line here',
    ]);
  });

  it('joins a very short fragment to the sentence before it', () => {
    const text = 'I have been thinking about the move to Lisbon for a long while now. Yes. Really.';
    expect(splitSentences(text)).toEqual([
      'I have been thinking about the move to Lisbon for a long while now. Yes.',
      'Really.',
    ]);
  });

  it('ends a sentence at an emoji that a capital letter follows', () => {
    expect(
      splitSentences('BLS renewed this morning 🎉 Finished that podcast 🎧 on the drive.'),
    ).toEqual(['BLS renewed this morning 🎉', 'Finished that podcast 🎧 on the drive.']);
  });

  it('cuts two things to do joined by "also" into two', () => {
    expect(
      splitSentences(
        'I need to ring the garage about the brakes, and I also need to book the MOT.',
      ),
    ).toEqual(['I need to ring the garage about the brakes,', 'and I also need to book the MOT.']);
    expect(splitSentences('周末得把阳台收拾出来，还得给奶奶寄药。')).toEqual([
      '周末得把阳台收拾出来，',
      '还得给奶奶寄药。',
    ]);
    expect(splitSentences("I'll ring the bank, and I also need to book the MOT.")).toEqual([
      "I'll ring the bank,",
      'and I also need to book the MOT.',
    ]);
    expect(splitSentences('I need to renew 女儿的 visa，也要 renew 我的 visa。')).toEqual([
      'I need to renew 女儿的 visa，',
      '也要 renew 我的 visa。',
    ]);
  });

  it('keeps one intention with its follow-up, or news and a plan, together', () => {
    for (const text of [
      "I need to call the bank, I'll do it after lunch.",
      'We walked along the canal, and I also need to buy stamps.',
      '我想去看展，也想顺便逛逛书店。',
      '今天跑得很快，也要注意休息。',
      '这件事很重要，也要告诉妈妈。',
    ]) {
      expect(splitSentences(text)).toEqual([text]);
    }
  });

  it('returns nothing for blank text', () => {
    expect(splitSentences('   ')).toEqual([]);
  });
});
